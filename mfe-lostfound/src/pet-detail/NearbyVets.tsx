import { Link } from 'react-router-dom';
import { Phone, Stethoscope } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import type { NearbyVet } from '@pawpals/contracts';
import { Button, Card, CardContent, distanceText, useIntl } from '@pawpals/ui';
import { telHref } from '../shared/format';
import { useListNearbyVets } from './api/list-nearby-vets';
import { SectionHeading } from './SectionHeading';

const messages = defineMessages({
  call: { id: 'lostfound.vets.call', defaultMessage: 'Call' },
  distanceAndPlace: defineMessage<{ distance: string; place: string }>({
    id: 'lostfound.vets.distanceAndPlace',
    defaultMessage: '{distance} · {place}',
  }),
  heading: { id: 'lostfound.vets.heading', defaultMessage: 'Nearest vets' },
  advice: {
    id: 'lostfound.vets.advice',
    defaultMessage: "Take the pet to a vet to have its microchip scanned — it's free at most clinics.",
  },
});

export function VetList({ vets }: { vets: NearbyVet[] }) {
  const intl = useIntl();
  return (
    <ul className="grid gap-3">
      {vets.map((vet) => (
        <li
          key={vet.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-card p-3"
          data-testid="nearby-vet"
        >
          <span className="grid">
            <Link
              to={`/business/${vet.id}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {vet.name}
            </Link>
            <span className="text-sm text-muted-foreground">
              {vet.city
                ? intl.formatMessage(messages.distanceAndPlace, {
                    distance: distanceText(vet.distanceMiles, intl) ?? '',
                    place: [vet.city, vet.state].filter(Boolean).join(', '),
                  })
                : distanceText(vet.distanceMiles, intl)}
            </span>
          </span>
          {vet.phone ? (
            <Button asChild size="sm" variant="outline">
              <a href={telHref(vet.phone)}>
                <Phone aria-hidden="true" /> {intl.formatMessage(messages.call)}
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
  const intl = useIntl();
  const vets = useListNearbyVets(petId, true);
  if (!vets.data?.length) return null;
  return (
    <Card data-testid="nearby-vets">
      <CardContent className="grid gap-3">
        <SectionHeading Icon={Stethoscope}>{intl.formatMessage(messages.heading)}</SectionHeading>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.advice)}</p>
        <VetList vets={vets.data} />
      </CardContent>
    </Card>
  );
}
