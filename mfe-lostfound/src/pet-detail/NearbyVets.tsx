import { Link } from 'react-router-dom';
import { Phone, Stethoscope } from 'lucide-react';
import type { NearbyVet } from '@pawpals/contracts';
import { Button, Card, CardContent, distanceText } from '@pawpals/ui';
import { telHref } from '../shared/format';
import { useListNearbyVets } from './api/list-nearby-vets';
import { SectionHeading } from './SectionHeading';

export function VetList({ vets }: { vets: NearbyVet[] }) {
  return (
    <ul className="grid gap-3">
      {vets.map((vet) => (
        <li key={vet.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-card p-3" data-testid="nearby-vet">
          <span className="grid">
            <Link to={`/business/${vet.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              {vet.name}
            </Link>
            <span className="text-sm text-muted-foreground">
              {distanceText(vet.distanceMiles)}
              {vet.city ? ` · ${[vet.city, vet.state].filter(Boolean).join(', ')}` : ''}
            </span>
          </span>
          {vet.phone ? (
            <Button asChild size="sm" variant="outline">
              <a href={telHref(vet.phone)}>
                <Phone aria-hidden="true" /> Call
              </a>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** On a found pet's page: the nearest vets of the directory, to have the microchip scanned. Hidden when none. */
export function NearbyVets({ petId }: { petId: string }) {
  const vets = useListNearbyVets(petId, true);
  if (!vets.data?.length) return null;
  return (
    <Card data-testid="nearby-vets">
      <CardContent className="grid gap-3">
        <SectionHeading Icon={Stethoscope}>Nearest vets</SectionHeading>
        <p className="text-sm text-muted-foreground">Take the pet to a vet to have its microchip scanned — it&apos;s free at most clinics.</p>
        <VetList vets={vets.data} />
      </CardContent>
    </Card>
  );
}
