import { useQuery } from '@tanstack/react-query';
import { errorMessageOf, listPushSubscriptionsQueryOptions, useUnsubscribePush } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast } from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';
import { formatDay } from '../shared/format';

/** Settings: this device's alerts, and every device of mine that gets them, each with "Remove". */
export function AlertDevicesCard() {
  const devices = useQuery(listPushSubscriptionsQueryOptions());
  const remove = useUnsubscribePush();
  return (
    <Card id="alert-devices" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Alerts on your devices</CardTitle>
        <CardDescription>Devices where PawPals rings for the kinds of notification switched on under Push above.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeviceAlertsControl />
        {devices.isLoading ? (
          <Skeleton className="h-16" />
        ) : devices.data?.length ? (
          <ul className="grid gap-2" aria-label="Devices with alerts">
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3" data-testid="alert-device">
                <div className="grid">
                  <span className="font-medium">{device.label}</span>
                  <span className="text-xs text-muted-foreground">Since {formatDay(device.createdAt)}</span>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Remove ${device.label}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: device.id },
                      {
                        onSuccess: () => toast({ title: 'Device removed', description: 'It no longer gets alerts.', variant: 'success' }),
                        onError: (error) => toast({ title: 'Device not removed', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
                      },
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No device gets alerts yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
