import { useLocation } from 'react-router-dom';
import { BellRing, MapPinOff } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, getAlertAreaQueryOptions, useSetAlertArea } from '@pawpals/api-client';
import { Button } from '@pawpals/ui';

/** The radius offered in one click after posting; the dashboard card changes it. */
export const OFFERED_RADIUS_MILES = 5;

/**
 * Right after posting (the form sends the new post's id in the navigation state): offer pet alerts
 * around its place when the member has none, or say that its place could not be put on the map.
 */
export function AlertOffer({ myPets }: { myPets: LostFoundPet[] }) {
  const state = useLocation().state as { postedPetId?: string } | null;
  const posted = myPets.find((pet) => pet.id === state?.postedPetId);
  const area = useQuery({ ...getAlertAreaQueryOptions(), enabled: !!posted });
  const setArea = useSetAlertArea();
  if (!posted) return null;

  if (posted.latitude == null || posted.longitude == null) {
    return (
      <div role="status" data-testid="unplaced-notice" className="mt-8 flex gap-3 rounded-3xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <MapPinOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">
          We couldn&apos;t place “{posted.lastSeenLocation}” on the map. Add a ZIP code or city to the location so neighbours get
          alerted.
        </p>
      </div>
    );
  }
  if (area.isLoading || (area.data && !setArea.isSuccess)) return null;

  return (
    <section data-testid="alert-offer" aria-labelledby="alert-offer-heading" className="mt-8 flex flex-col gap-3 rounded-3xl border border-primary/25 bg-accent/40 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <BellRing className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="alert-offer-heading" className="font-bold">
            {setArea.isSuccess ? 'Pet alerts are on' : 'Get alerts about pets near here'}
          </h2>
          <p className="text-sm text-muted-foreground" role="status">
            {setArea.isSuccess
              ? `You'll hear about lost and found pets within ${OFFERED_RADIUS_MILES} miles of ${posted.lastSeenLocation}. Change it on your dashboard.`
              : setArea.isError
                ? errorMessageOf(setArea.error, 'Alerts could not be turned on. Please try again.')
                : `We'll tell you when a lost or found pet is posted within ${OFFERED_RADIUS_MILES} miles of ${posted.lastSeenLocation}.`}
          </p>
        </div>
      </div>
      {setArea.isSuccess ? null : (
        <Button
          onClick={() => setArea.mutate({ latitude: posted.latitude!, longitude: posted.longitude!, radiusMiles: OFFERED_RADIUS_MILES })}
          disabled={setArea.isPending}
        >
          Alert me within {OFFERED_RADIUS_MILES} miles
        </Button>
      )}
    </section>
  );
}
