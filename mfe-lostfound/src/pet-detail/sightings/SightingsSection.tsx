import { Eye, MapPin, MessageSquare, Trash2 } from 'lucide-react';
import type { LostFoundPet, Sighting } from '@pawpals/contracts';
import { useCurrentUser } from '@pawpals/session';
import { Button, Card, CardContent, Photo, photoPlaceholderOf, toast } from '@pawpals/ui';
import { PetMessageDialog } from '../contact/PetMessageDialog';
import { useMessageSightingReporter } from './api/message-sighting-reporter';
import { useRemoveSighting } from './api/remove-sighting';
import { ReportSightingDialog } from './ReportSightingDialog';
import { SectionHeading } from '../SectionHeading';

const sightingTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const when = (iso: string) => sightingTime.format(new Date(iso));

/** The poster's "Message" on a sighting: a private conversation with whoever reported it. */
function MessageReporterDialog({ pet, sighting, title }: { pet: LostFoundPet; sighting: Sighting; title: string }) {
  const send = useMessageSightingReporter(pet.id, sighting.id);
  const reporter = sighting.reporterFirstName ?? 'the neighbour';
  return (
    <PetMessageDialog
      send={send}
      title={`Message ${reporter}`}
      description={`Ask ${reporter} about what they saw at ${sighting.location}. Your phone stays private; they reply in PawPals.`}
      placeholder={`Thank you! Was ${title} wearing a collar? Which way did they go?`}
      trigger={
        <Button type="button" size="sm" variant="ghost" className="w-fit">
          <MessageSquare aria-hidden="true" /> Message
        </Button>
      }
    />
  );
}

/**
 * The sightings of a post, newest first, with "I saw this pet" for signed-in visitors; the poster can
 * message whoever reported one, and remove it.
 */
export function SightingsSection({ pet, sightings, title }: { pet: LostFoundPet; sightings: Sighting[]; title: string }) {
  const { isAuthenticated } = useCurrentUser();
  const remove = useRemoveSighting(pet.id);
  const open = pet.status === 'active' && pet.approvalStatus === 'approved';
  return (
    <Card id="sightings" data-testid="sightings">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SectionHeading Icon={Eye}>Sightings</SectionHeading>
          {open && !pet.isOwner && isAuthenticated ? <ReportSightingDialog postId={pet.id} petTitle={title} /> : null}
        </div>
        {open && !isAuthenticated ? <p className="text-sm text-muted-foreground">Seen this pet? Sign in to tell the owner where.</p> : null}
        {sightings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sightings reported yet.</p>
        ) : (
          <ol className="grid gap-3 border-l-2 border-primary/30 pl-4" aria-label="Sightings, newest first">
            {sightings.map((s) => (
              <li key={s.id} className="relative grid gap-1" data-testid="sighting">
                <span className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full bg-amber-500" aria-hidden="true" />
                <p className="text-sm font-semibold">
                  {when(s.seenAt)} · {s.reporterFirstName ?? 'A neighbour'}
                </p>
                <p className="flex items-center gap-1.5 text-sm">
                  <MapPin className="size-4 text-primary" aria-hidden="true" /> {s.location}
                </p>
                {s.note ? <p className="text-sm text-muted-foreground">{s.note}</p> : null}
                <Photo src={s.photoUrl} alt={`Sighting at ${s.location}`} width={160} height={120} sizes="160px" placeholder={photoPlaceholderOf(s)} className="h-30 w-40 rounded-xl object-cover" fallback={null} />
                {pet.isOwner ? (
                  <div className="flex flex-wrap gap-1">
                    <MessageReporterDialog pet={pet} sighting={s} title={title} />
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="w-fit"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(s.id, { onSuccess: () => toast({ title: 'Sighting removed' }) })}
                    >
                      <Trash2 aria-hidden="true" /> Remove
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
