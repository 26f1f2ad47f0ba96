import { useQuery } from '@tanstack/react-query';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { errorMessageOf, listPushSubscriptionsQueryOptions, useUnsubscribePush } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast, useIntl } from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';
import { formatDay } from '../shared/format';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly list: NoMessageValues;
  readonly since: { readonly date: MessageValue };
  readonly removeLabel: { readonly device: MessageValue };
  readonly removed: NoMessageValues;
  readonly removedText: NoMessageValues;
  readonly notRemoved: NoMessageValues;
  readonly none: NoMessageValues;
}>({
  title: { id: 'account.devices.title', defaultMessage: 'Alerts on your devices' },
  description: {
    id: 'account.devices.description',
    defaultMessage: 'Devices where PawPals rings for the kinds of notification switched on under Push above.',
  },
  list: { id: 'account.devices.list', defaultMessage: 'Devices with alerts' },
  since: { id: 'account.devices.since', defaultMessage: 'Since {date}' },
  removeLabel: { id: 'account.devices.removeLabel', defaultMessage: 'Remove {device}' },
  removed: { id: 'account.devices.removed', defaultMessage: 'Device removed' },
  removedText: { id: 'account.devices.removedText', defaultMessage: 'It no longer gets alerts.' },
  notRemoved: { id: 'account.devices.notRemoved', defaultMessage: 'Device not removed' },
  none: { id: 'account.devices.none', defaultMessage: 'No device gets alerts yet.' },
});

/** Settings: this device's alerts, and every device of mine that gets them, each with "Remove". */
export function AlertDevicesCard() {
  const intl = useIntl();
  const devices = useQuery(listPushSubscriptionsQueryOptions());
  const remove = useUnsubscribePush();
  return (
    <Card id="alert-devices" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{intl.formatMessage(messages.title)}</CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeviceAlertsControl />
        {devices.isLoading ? (
          <Skeleton className="h-16" />
        ) : devices.data?.length ? (
          <ul className="grid gap-2" aria-label={intl.formatMessage(messages.list)}>
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3" data-testid="alert-device">
                <div className="grid">
                  <span className="font-medium">{device.label}</span>
                  <span className="text-xs text-muted-foreground">{intl.formatMessage(messages.since, { date: formatDay(intl, device.createdAt) })}</span>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={intl.formatMessage(messages.removeLabel, { device: device.label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: device.id },
                      {
                        onSuccess: () =>
                          toast({ title: intl.formatMessage(messages.removed), description: intl.formatMessage(messages.removedText), variant: 'success' }),
                        onError: (error) =>
                          toast({
                            title: intl.formatMessage(messages.notRemoved),
                            description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  {intl.formatMessage(common.remove)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.none)}</p>
        )}
      </CardContent>
    </Card>
  );
}
