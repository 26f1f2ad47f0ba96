import { Link } from 'react-router-dom';
import { PawPrint, Sparkles } from 'lucide-react';
import type { PetMatch } from '@pawpals/contracts';
import { Card, CardContent, distanceText, PetTypeBadge, Photo, photoPlaceholderOf, Skeleton } from '@pawpals/ui';
import { petTitle } from '../shared/format';
import { useListLostFoundPetMatches } from './api/list-lost-found-pet-matches';
import { SectionHeading } from './SectionHeading';

/** How a match reads to a person. */
export const matchStrength = (score: number) => (score >= 0.75 ? 'Strong match' : 'Possible match');

export function MatchList({ matches }: { matches: PetMatch[] }) {
  if (matches.length === 0) {
    return <p className="text-sm text-muted-foreground">No possible matches yet. We&apos;ll notify you when one is posted.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Possible matches, best first">
      {matches.map(({ pet, score, distanceMiles, reasons }) => (
        <li key={pet.id}>
          <Link
            to={`/lost-found/${pet.id}`}
            data-testid="possible-match"
            data-pet-id={pet.id}
            className="flex gap-4 rounded-2xl border border-border bg-card p-3 transition hover:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
        </li>
      ))}
    </ol>
  );
}

/** The poster's "Possible matches" panel: posts of the other type that may be the same pet. */
export function PossibleMatches({ petId }: { petId: string }) {
  const matches = useListLostFoundPetMatches(petId, true);
  return (
    <Card data-testid="possible-matches">
      <CardContent className="grid gap-4">
        <SectionHeading Icon={Sparkles}>Possible matches</SectionHeading>
        {matches.isLoading ? <Skeleton className="h-24 rounded-2xl" /> : matches.data ? <MatchList matches={matches.data} /> : (
          <p className="text-sm text-muted-foreground">Matches could not be loaded right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
