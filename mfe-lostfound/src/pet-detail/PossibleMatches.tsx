import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, HeartHandshake, MessageCircle, PawPrint, Sparkles, X } from 'lucide-react';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { LostFoundPet, MatchVerdict, PetMatch } from '@pawpals/contracts';
import {
  Button,
  ButtonLink,
  Card,
  CardContent,
  distanceText,
  PendingButton,
  PetTypeBadge,
  Photo,
  photoPlaceholderOf,
  Skeleton,
  toast,
  useIntl,
} from '@pawpals/ui';
import { petTitleOf } from '../shared/pet-words';
import { useAnswerLostFoundPetMatch } from './api/answer-lost-found-pet-match';
import { useListLostFoundPetMatches } from './api/list-lost-found-pet-matches';
import { useSetLostFoundPetStatus } from './api/set-lost-found-pet-status';
import { SectionHeading } from './SectionHeading';

const messages = defineMessages({
  strong: { id: 'lostfound.matches.strong', defaultMessage: 'Strong match' },
  possible: { id: 'lostfound.matches.possible', defaultMessage: 'Possible match' },
  none: {
    id: 'lostfound.matches.none',
    defaultMessage: "No possible matches yet. We'll notify you when one is posted.",
  },
  listLabel: { id: 'lostfound.matches.listLabel', defaultMessage: 'Possible matches, best first' },
  unnamed: { id: 'lostfound.matches.unnamed', defaultMessage: 'Unnamed' },
  titleAndPlace: defineMessage<{ title: string; place: string }>({
    id: 'lostfound.matches.titleAndPlace',
    defaultMessage: '{title} · {place}',
  }),
  why: { id: 'lostfound.matches.why', defaultMessage: 'Why' },
  notAgain: { id: 'lostfound.matches.notAgain', defaultMessage: "We won't suggest this pet again" },
  error: { id: 'lostfound.matches.error', defaultMessage: 'Error' },
  answerFailed: {
    id: 'lostfound.matches.answerFailed',
    defaultMessage: 'Your answer could not be saved. Please try again.',
  },
  wonderful: defineMessage<{ role: string; name: string }>({
    id: 'lostfound.matches.wonderful',
    defaultMessage:
      "Wonderful! Tell the {role, select, finder {finder} other {owner}} it's your pet, then mark {name} as home.",
  }),
  wonderfulUnnamed: defineMessage<{ role: string }>({
    id: 'lostfound.matches.wonderfulUnnamed',
    defaultMessage:
      "Wonderful! Tell the {role, select, finder {finder} other {owner}} it's your pet, then mark your pet as home.",
  }),
  messageOther: defineMessage<{ role: string }>({
    id: 'lostfound.matches.messageOther',
    defaultMessage: 'Message the {role, select, finder {finder} other {owner}}',
  }),
  updating: { id: 'lostfound.matches.updating', defaultMessage: 'Updating...' },
  statusUpdated: { id: 'lostfound.matches.statusUpdated', defaultMessage: 'Pet status updated' },
  statusFailed: { id: 'lostfound.matches.statusFailed', defaultMessage: 'Failed to update pet status' },
  markReunited: { id: 'lostfound.matches.markReunited', defaultMessage: 'Mark as reunited' },
  isYourPetNamed: defineMessage<{ name: string }>({
    id: 'lostfound.matches.isYourPetNamed',
    defaultMessage: 'Is {name} your pet?',
  }),
  isYourPet: { id: 'lostfound.matches.isYourPet', defaultMessage: 'Is this pet your pet?' },
  mine: { id: 'lostfound.matches.mine', defaultMessage: 'This is my pet' },
  notMine: { id: 'lostfound.matches.notMine', defaultMessage: 'Not my pet' },
  heading: { id: 'lostfound.matches.heading', defaultMessage: 'Possible matches' },
  loadFailed: {
    id: 'lostfound.matches.loadFailed',
    defaultMessage: 'Matches could not be loaded right now.',
  },
});

/** How a match reads to a person. */
export const matchStrength = (intl: IntlShape, score: number) =>
  intl.formatMessage(score >= 0.75 ? messages.strong : messages.possible);

export function MatchList({ matches, answer }: { matches: PetMatch[]; answer?: MatchAnswering }) {
  const intl = useIntl();
  if (matches.length === 0) {
    return <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.none)}</p>;
  }
  return (
    <ol className="grid gap-3" aria-label={intl.formatMessage(messages.listLabel)}>
      {matches.map(({ pet, score, distanceMiles, reasons, mine }) => (
        <li
          key={pet.id}
          className="grid gap-2 rounded-2xl border border-border bg-card p-3"
          data-testid="possible-match-item"
          data-pet-id={pet.id}
        >
          <Link
            to={`/lost-found/${pet.id}`}
            data-testid="possible-match"
            data-pet-id={pet.id}
            className="flex gap-4 rounded-xl transition hover:opacity-90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="size-20 shrink-0 overflow-hidden rounded-xl bg-muted">
              <Photo
                src={pet.photoUrl}
                alt=""
                width={80}
                height={80}
                sizes="80px"
                placeholder={photoPlaceholderOf(pet)}
                className="size-full object-cover"
                fallback={
                  <PawPrint className="m-auto mt-6 size-8 text-muted-foreground" aria-hidden="true" />
                }
              />
            </span>
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <strong className="font-display">
                  {pet.petName ?? intl.formatMessage(messages.unnamed)}
                </strong>
                <PetTypeBadge type={pet.type} />
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                  {matchStrength(intl, score)}
                </span>
                {distanceMiles !== null ? (
                  <span className="text-xs text-muted-foreground">{distanceText(distanceMiles, intl)}</span>
                ) : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.titleAndPlace, {
                  title: petTitleOf(intl, pet),
                  place: pet.lastSeenLocation,
                })}
              </span>
              <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={intl.formatMessage(messages.why)}>
                {reasons.map((reason) => (
                  <li key={reason} className="rounded-full border border-border px-2 py-0.5">
                    {reason}
                  </li>
                ))}
              </ul>
            </span>
          </Link>
          {answer ? <MatchAnswer match={pet} answering={answer} answeredMine={mine} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** What the poster's answers need: their post, and what to do once they said "This is my pet". */
interface MatchAnswering {
  post: LostFoundPet;
}

/**
 * "This is my pet" / "Not my pet" under a match. "Not my pet" takes it off for good; "This is my pet"
 * leads on: message the other poster, then mark the pet reunited.
 */
function MatchAnswer({
  match,
  answering: { post },
  answeredMine,
}: {
  match: LostFoundPet;
  answering: MatchAnswering;
  answeredMine: boolean;
}) {
  const intl = useIntl();
  const answer = useAnswerLostFoundPetMatch();
  const reunite = useSetLostFoundPetStatus();
  const [mine, setMine] = useState(answeredMine);
  const otherPoster = match.type === 'found' ? 'finder' : 'owner';
  const send = (verdict: MatchVerdict) =>
    answer.mutate(
      { id: post.id, otherId: match.id, verdict },
      {
        onSuccess: () =>
          verdict === 'mine'
            ? setMine(true)
            : toast({ title: intl.formatMessage(messages.notAgain), variant: 'success' }),
        onError: () =>
          toast({
            title: intl.formatMessage(messages.error),
            description: intl.formatMessage(messages.answerFailed),
            variant: 'destructive',
          }),
      },
    );
  if (mine) {
    return (
      <div
        className="grid gap-2 rounded-xl bg-accent/60 p-3 text-sm"
        data-testid="match-is-mine"
        role="status"
      >
        <p className="font-semibold">
          {post.petName
            ? intl.formatMessage(messages.wonderful, { role: otherPoster, name: post.petName })
            : intl.formatMessage(messages.wonderfulUnnamed, { role: otherPoster })}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/lost-found/${match.id}`} size="sm">
            <MessageCircle aria-hidden="true" />
            {intl.formatMessage(messages.messageOther, { role: otherPoster })}
          </ButtonLink>
          <PendingButton
            size="sm"
            variant="secondary"
            pending={reunite.isPending}
            pendingLabel={intl.formatMessage(messages.updating)}
            icon={<HeartHandshake aria-hidden="true" />}
            // mutateAsync: marking the pet home ends this panel (it shows for open posts only) before the answer is toasted.
            onClick={() =>
              reunite.mutateAsync({ id: post.id, status: 'resolved' }).then(
                () => toast({ title: intl.formatMessage(messages.statusUpdated), variant: 'success' }),
                () =>
                  toast({
                    title: intl.formatMessage(messages.error),
                    description: intl.formatMessage(messages.statusFailed),
                    variant: 'destructive',
                  }),
              )
            }
          >
            {intl.formatMessage(messages.markReunited)}
          </PendingButton>
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex flex-wrap gap-2"
      role="group"
      aria-label={
        match.petName
          ? intl.formatMessage(messages.isYourPetNamed, { name: match.petName })
          : intl.formatMessage(messages.isYourPet)
      }
    >
      <Button
        size="sm"
        variant="outline"
        disabled={answer.isPending}
        onClick={() => send('mine')}
        data-testid="match-mine"
      >
        <Check aria-hidden="true" />
        {intl.formatMessage(messages.mine)}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={answer.isPending}
        onClick={() => send('not_mine')}
        data-testid="match-not-mine"
      >
        <X aria-hidden="true" />
        {intl.formatMessage(messages.notMine)}
      </Button>
    </div>
  );
}

/** The poster's "Possible matches" panel: posts of the other type that may be the same pet. */
export function PossibleMatches({ post }: { post: LostFoundPet }) {
  const intl = useIntl();
  const matches = useListLostFoundPetMatches(post.id, true);
  return (
    <Card data-testid="possible-matches">
      <CardContent className="grid gap-4">
        <SectionHeading Icon={Sparkles}>{intl.formatMessage(messages.heading)}</SectionHeading>
        {matches.isLoading ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : matches.data ? (
          <MatchList matches={matches.data} answer={{ post }} />
        ) : (
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.loadFailed)}</p>
        )}
      </CardContent>
    </Card>
  );
}
