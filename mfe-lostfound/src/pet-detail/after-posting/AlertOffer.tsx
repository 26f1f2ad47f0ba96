import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, getAlertAreaQueryOptions, useSetAlertArea } from '@pawpals/api-client';
import { Button, useIntl } from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';

/** The radius offered in one click after posting; the dashboard card changes it. */
export const OFFERED_RADIUS_MILES = 5;

const messages = defineMessages({
  alertsOn: { id: 'lostfound.alerts.on', defaultMessage: 'Pet alerts are on' },
  getAlerts: { id: 'lostfound.alerts.get', defaultMessage: 'Get alerts about pets near here' },
  hadArea: {
    id: 'lostfound.alerts.hadArea',
    defaultMessage: 'You already hear about lost and found pets posted in your alert area.',
  },
  turnedOn: defineMessage<{ radius: number; place: string }>({
    id: 'lostfound.alerts.turnedOn',
    defaultMessage: "You'll hear about lost and found pets within {radius} miles of {place}.",
  }),
  failed: {
    id: 'lostfound.alerts.failed',
    defaultMessage: 'Alerts could not be turned on. Please try again.',
  },
  offer: defineMessage<{ radius: number; place: string }>({
    id: 'lostfound.alerts.offer',
    defaultMessage: "We'll tell you when a lost or found pet is posted within {radius} miles of {place}.",
  }),
  change: { id: 'lostfound.alerts.change', defaultMessage: 'Change the place or distance on your dashboard' },
  alertMe: defineMessage<{ radius: number }>({
    id: 'lostfound.alerts.alertMe',
    defaultMessage: 'Alert me within {radius} miles',
  }),
});

/**
 * "Turn on alerts near here", right after posting: pet alerts within OFFERED_RADIUS_MILES of the post's place in one
 * click when the member has none yet; the dashboard's "Pet alerts near you" card changes the place and radius.
 * Nothing when the post has no place on the map (the page says so); a member with an area already is told so.
 * With alerts on, the phone itself can ring: "Turn on alerts on this device" (Web Push, asked only on a click).
 */
export function AlertOffer({ posted }: { posted: LostFoundPet }) {
  const intl = useIntl();
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
            {intl.formatMessage(setArea.isSuccess || hadArea ? messages.alertsOn : messages.getAlerts)}
          </h3>
          <p className="text-sm text-muted-foreground" role="status">
            {hadArea
              ? intl.formatMessage(messages.hadArea)
              : setArea.isSuccess
                ? intl.formatMessage(messages.turnedOn, {
                    radius: OFFERED_RADIUS_MILES,
                    place: posted.lastSeenLocation,
                  })
                : setArea.isError
                  ? errorMessageOf(setArea.error, intl.formatMessage(messages.failed))
                  : intl.formatMessage(messages.offer, {
                      radius: OFFERED_RADIUS_MILES,
                      place: posted.lastSeenLocation,
                    })}
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
            {intl.formatMessage(messages.change)}
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
          {intl.formatMessage(messages.alertMe, { radius: OFFERED_RADIUS_MILES })}
        </Button>
      )}
    </section>
  );
}
