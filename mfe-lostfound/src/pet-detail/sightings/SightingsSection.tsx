import { Eye, MapPin, MessageSquare, Trash2 } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import type { LostFoundPet, Sighting } from '@pawpals/contracts';
import { useCurrentUser } from '@pawpals/session';
import { Button, Card, CardContent, Photo, photoPlaceholderOf, toast, useIntl } from '@pawpals/ui';
import { PetMessageDialog } from '../contact/PetMessageDialog';
import { useMessageSightingReporter } from './api/message-sighting-reporter';
import { useRemoveSighting } from './api/remove-sighting';
import { ReportSightingDialog } from './ReportSightingDialog';
import { SectionHeading } from '../SectionHeading';

/** When a sighting was, e.g. "Thu, May 2, 3:05 PM". */
const SIGHTING_TIME = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

const messages = defineMessages({
  messageTitle: defineMessage<{ name: string }>({
    id: 'lostfound.sightings.messageTitle',
    defaultMessage: 'Message {name}',
  }),
  messageTitleNeighbour: {
    id: 'lostfound.sightings.messageTitleNeighbour',
    defaultMessage: 'Message the neighbour',
  },
  messageDescription: defineMessage<{ name: string; place: string }>({
    id: 'lostfound.sightings.messageDescription',
    defaultMessage:
      'Ask {name} about what they saw at {place}. Your phone stays private; they reply in PawPals.',
  }),
  messageDescriptionNeighbour: defineMessage<{ place: string }>({
    id: 'lostfound.sightings.messageDescriptionNeighbour',
    defaultMessage:
      'Ask the neighbour about what they saw at {place}. Your phone stays private; they reply in PawPals.',
  }),
  messagePlaceholder: defineMessage<{ title: string }>({
    id: 'lostfound.sightings.messagePlaceholder',
    defaultMessage: 'Thank you! Was {title} wearing a collar? Which way did they go?',
  }),
  message: { id: 'lostfound.sightings.message', defaultMessage: 'Message' },
  heading: { id: 'lostfound.sightings.heading', defaultMessage: 'Sightings' },
  signInToTell: {
    id: 'lostfound.sightings.signInToTell',
    defaultMessage: 'Seen this pet? Sign in to tell the owner where.',
  },
  none: { id: 'lostfound.sightings.none', defaultMessage: 'No sightings reported yet.' },
  listLabel: { id: 'lostfound.sightings.listLabel', defaultMessage: 'Sightings, newest first' },
  aNeighbour: { id: 'lostfound.sightings.aNeighbour', defaultMessage: 'A neighbour' },
  whenAndWho: defineMessage<{ when: string; who: string }>({
    id: 'lostfound.sightings.whenAndWho',
    defaultMessage: '{when} · {who}',
  }),
  photoAlt: defineMessage<{ place: string }>({
    id: 'lostfound.sightings.photoAlt',
    defaultMessage: 'Sighting at {place}',
  }),
  removed: { id: 'lostfound.sightings.removed', defaultMessage: 'Sighting removed' },
  remove: { id: 'lostfound.sightings.remove', defaultMessage: 'Remove' },
});

/** The poster's "Message" on a sighting: a private conversation with whoever reported it. */
function MessageReporterDialog({
  pet,
  sighting,
  title,
}: {
  pet: LostFoundPet;
  sighting: Sighting;
  title: string;
}) {
  const intl = useIntl();
  const send = useMessageSightingReporter(pet.id, sighting.id);
  const name = sighting.reporterFirstName;
  const place = sighting.location;
  return (
    <PetMessageDialog
      send={send}
      title={
        name
          ? intl.formatMessage(messages.messageTitle, { name })
          : intl.formatMessage(messages.messageTitleNeighbour)
      }
      description={
        name
          ? intl.formatMessage(messages.messageDescription, { name, place })
          : intl.formatMessage(messages.messageDescriptionNeighbour, { place })
      }
      placeholder={intl.formatMessage(messages.messagePlaceholder, { title })}
      trigger={
        <Button type="button" size="sm" variant="ghost" className="w-fit">
          <MessageSquare aria-hidden="true" /> {intl.formatMessage(messages.message)}
        </Button>
      }
    />
  );
}

/**
 * The sightings of a post, newest first, with "I saw this pet" for signed-in visitors; the poster can
 * message whoever reported one, and remove it.
 */
export function SightingsSection({
  pet,
  sightings,
  title,
}: {
  pet: LostFoundPet;
  sightings: Sighting[];
  title: string;
}) {
  const { isAuthenticated } = useCurrentUser();
  const intl = useIntl();
  const remove = useRemoveSighting(pet.id);
  const open = pet.status === 'active' && pet.approvalStatus === 'approved';
  return (
    <Card id="sightings" data-testid="sightings">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SectionHeading Icon={Eye}>{intl.formatMessage(messages.heading)}</SectionHeading>
          {open && !pet.isOwner && isAuthenticated ? (
            <ReportSightingDialog postId={pet.id} petTitle={title} />
          ) : null}
        </div>
        {open && !isAuthenticated ? (
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.signInToTell)}</p>
        ) : null}
        {sightings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.none)}</p>
        ) : (
          <ol
            className="grid gap-3 border-l-2 border-primary/30 pl-4"
            aria-label={intl.formatMessage(messages.listLabel)}
          >
            {sightings.map((s) => (
              <li key={s.id} className="relative grid gap-1" data-testid="sighting">
                <span
                  className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full bg-amber-500"
                  aria-hidden="true"
                />
                <p className="text-sm font-semibold">
                  {intl.formatMessage(messages.whenAndWho, {
                    when: intl.formatDate(new Date(s.seenAt), SIGHTING_TIME),
                    who: s.reporterFirstName ?? intl.formatMessage(messages.aNeighbour),
                  })}
                </p>
                <p className="flex items-center gap-1.5 text-sm">
                  <MapPin className="size-4 text-primary" aria-hidden="true" /> {s.location}
                </p>
                {s.note ? <p className="text-sm text-muted-foreground">{s.note}</p> : null}
                <Photo
                  src={s.photoUrl}
                  alt={intl.formatMessage(messages.photoAlt, { place: s.location })}
                  width={160}
                  height={120}
                  sizes="160px"
                  placeholder={photoPlaceholderOf(s)}
                  className="h-30 w-40 rounded-xl object-cover"
                  fallback={null}
                />
                {pet.isOwner ? (
                  <div className="flex flex-wrap gap-1">
                    <MessageReporterDialog pet={pet} sighting={s} title={title} />
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="w-fit"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(s.id, {
                          onSuccess: () => toast({ title: intl.formatMessage(messages.removed) }),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" /> {intl.formatMessage(messages.remove)}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
