import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, getAlertAreaQueryOptions, useSetAlertArea } from '@pawpals/api-client';
import { Button } from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';

/** The radius offered in one click after posting; the dashboard card changes it. */
export const OFFERED_RADIUS_MILES = 5;

/**
 * "Turn on alerts near here", right after posting: pet alerts within OFFERED_RADIUS_MILES of the post's place in one
 * click when the member has none yet; the dashboard's "Pet alerts near you" card changes the place and radius.
 * Nothing when the post has no place on the map (the page says so); a member with an area already is told so.
 * With alerts on, the phone itself can ring: "Turn on alerts on this device" (Web Push, asked only on a click).
 */
export function AlertOffer({ posted }: { posted: LostFoundPet }) {
  const placed = posted.latitude != null && posted.longitude != null;
  const area = useQuery({ ...getAlertAreaQueryOptions(), enabled: placed });
  const setArea = useSetAlertArea();
  if (!placed || area.isLoading) return null;
  const hadArea = !!area.data && !setArea.isSuccess;

  return (
    <section
      data-testid="alert-offer"
      aria-labelledby="alert-offer-heading"
      className="flex flex-col gap-3 rounded-2xl border border-primary/25 bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <BellRing className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 id="alert-offer-heading" className="font-bold">
            {setArea.isSuccess || hadArea ? 'Pet alerts are on' : 'Get alerts about pets near here'}
          </h3>
          <p className="text-sm text-muted-foreground" role="status">
            {hadArea
              ? 'You already hear about lost and found pets posted in your alert area.'
              : setArea.isSuccess
                ? `You'll hear about lost and found pets within ${OFFERED_RADIUS_MILES} miles of ${posted.lastSeenLocation}.`
                : setArea.isError
                  ? errorMessageOf(setArea.error, 'Alerts could not be turned on. Please try again.')
                  : `We'll tell you when a lost or found pet is posted within ${OFFERED_RADIUS_MILES} miles of ${posted.lastSeenLocation}.`}
          </p>
          {setArea.isSuccess || hadArea ? (
            <div className="my-2">
              <DeviceAlertsControl />
            </div>
          ) : null}
          <Link
            to="/dashboard#pet-alerts"
            className="text-sm font-semibold text-primary underline underline-offset-4"
          >
            Change the place or distance on your dashboard
          </Link>
        </div>
      </div>
      {setArea.isSuccess || hadArea ? null : (
        <Button
          onClick={() =>
            setArea.mutate({
              latitude: posted.latitude!,
              longitude: posted.longitude!,
              radiusMiles: OFFERED_RADIUS_MILES,
            })
          }
          disabled={setArea.isPending}
        >
          Alert me within {OFFERED_RADIUS_MILES} miles
        </Button>
      )}
    </section>
  );
}
