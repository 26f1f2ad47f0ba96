import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, HeartHandshake, MessageCircle, PawPrint, Sparkles, X } from 'lucide-react';
import type { LostFoundPet, MatchVerdict, PetMatch } from '@pawpals/contracts';
import { Button, ButtonLink, Card, CardContent, distanceText, PendingButton, PetTypeBadge, Photo, photoPlaceholderOf, Skeleton, toast } from '@pawpals/ui';
import { petTitle } from '../shared/format';
import { useAnswerLostFoundPetMatch } from './api/answer-lost-found-pet-match';
import { useListLostFoundPetMatches } from './api/list-lost-found-pet-matches';
import { useSetLostFoundPetStatus } from './api/set-lost-found-pet-status';
import { SectionHeading } from './SectionHeading';

/** How a match reads to a person. */
export const matchStrength = (score: number) => (score >= 0.75 ? 'Strong match' : 'Possible match');

export function MatchList({ matches, answer }: { matches: PetMatch[]; answer?: MatchAnswering }) {
  if (matches.length === 0) {
    return <p className="text-sm text-muted-foreground">No possible matches yet. We&apos;ll notify you when one is posted.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Possible matches, best first">
      {matches.map(({ pet, score, distanceMiles, reasons, mine }) => (
        <li key={pet.id} className="grid gap-2 rounded-2xl border border-border bg-card p-3" data-testid="possible-match-item" data-pet-id={pet.id}>
          <Link
            to={`/lost-found/${pet.id}`}
            data-testid="possible-match"
            data-pet-id={pet.id}
            className="flex gap-4 rounded-xl transition hover:opacity-90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="size-20 shrink-0 overflow-hidden rounded-xl bg-muted">
              <Photo src={pet.photoUrl} alt="" width={80} height={80} sizes="80px" placeholder={photoPlaceholderOf(pet)} className="size-full object-cover" fallback={<PawPrint className="m-auto mt-6 size-8 text-muted-foreground" aria-hidden="true" />} />
            </span>
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <strong className="font-display">{pet.petName ?? 'Unnamed'}</strong>
                <PetTypeBadge type={pet.type} />
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">{matchStrength(score)}</span>
                {distanceMiles !== null ? <span className="text-xs text-muted-foreground">{distanceText(distanceMiles)}</span> : null}
              </span>
              <span className="text-sm text-muted-foreground">{petTitle(pet)} · {pet.lastSeenLocation}</span>
              <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Why">
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
function MatchAnswer({ match, answering: { post }, answeredMine }: { match: LostFoundPet; answering: MatchAnswering; answeredMine: boolean }) {
  const answer = useAnswerLostFoundPetMatch();
  const reunite = useSetLostFoundPetStatus();
  const [mine, setMine] = useState(answeredMine);
  const otherPoster = match.type === 'found' ? 'finder' : 'owner';
  const send = (verdict: MatchVerdict) =>
    answer.mutate(
      { id: post.id, otherId: match.id, verdict },
      {
        onSuccess: () => (verdict === 'mine' ? setMine(true) : toast({ title: "We won't suggest this pet again", variant: 'success' })),
        onError: () => toast({ title: 'Error', description: 'Your answer could not be saved. Please try again.', variant: 'destructive' }),
      },
    );
  if (mine) {
    return (
      <div className="grid gap-2 rounded-xl bg-accent/60 p-3 text-sm" data-testid="match-is-mine" role="status">
        <p className="font-semibold">Wonderful! Tell the {otherPoster} it&apos;s your pet, then mark {post.petName ?? 'your pet'} as home.</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/lost-found/${match.id}`} size="sm">
            <MessageCircle aria-hidden="true" />
            Message the {otherPoster}
          </ButtonLink>
          <PendingButton
            size="sm"
            variant="secondary"
            pending={reunite.isPending}
            pendingLabel="Updating..."
            icon={<HeartHandshake aria-hidden="true" />}
            // mutateAsync: marking the pet home ends this panel (it shows for open posts only) before the answer is toasted.
            onClick={() =>
              reunite.mutateAsync({ id: post.id, status: 'resolved' }).then(
                () => toast({ title: 'Pet status updated', variant: 'success' }),
                () => toast({ title: 'Error', description: 'Failed to update pet status', variant: 'destructive' }),
              )
            }
          >
            Mark as reunited
          </PendingButton>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Is ${match.petName ?? 'this pet'} your pet?`}>
      <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => send('mine')} data-testid="match-mine">
        <Check aria-hidden="true" />
        This is my pet
      </Button>
      <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => send('not_mine')} data-testid="match-not-mine">
        <X aria-hidden="true" />
        Not my pet
      </Button>
    </div>
  );
}

/** The poster's "Possible matches" panel: posts of the other type that may be the same pet. */
export function PossibleMatches({ post }: { post: LostFoundPet }) {
  const matches = useListLostFoundPetMatches(post.id, true);
  return (
    <Card data-testid="possible-matches">
      <CardContent className="grid gap-4">
        <SectionHeading Icon={Sparkles}>Possible matches</SectionHeading>
        {matches.isLoading ? <Skeleton className="h-24 rounded-2xl" /> : matches.data ? <MatchList matches={matches.data} answer={{ post }} /> : (
          <p className="text-sm text-muted-foreground">Matches could not be loaded right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
