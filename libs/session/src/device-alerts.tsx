import { Smartphone } from 'lucide-react';
import { DeviceAlertsBlocked, errorMessageOf, useDeviceAlerts } from '@pawpals/api-client';
import { InlineAlert, PendingButton, toast } from '@pawpals/ui';

export const BLOCKED_HELP =
  "Alerts are blocked for PawPals in this browser. To get them, allow notifications for this site in your browser's site settings (the icon beside the address), then try again.";
export const UNSUPPORTED_HELP = "This browser can't show alerts. On an iPhone, add PawPals to your Home Screen first, then turn alerts on from there.";

/**
 * "Turn on alerts on this device" (the dashboard's pet-alerts card, Settings, and the offer after posting) (docs/decisions/0142-web-push.md): the browser asks for permission only
 * after this click, never on page load; when it is blocked, the control says how to allow it.
 */
export function DeviceAlertsControl() {
  const { status, turnOn, turnOff } = useDeviceAlerts();
  if (!status) return null;
  if (status === 'unsupported') return <p className="text-sm text-muted-foreground">{UNSUPPORTED_HELP}</p>;
  if (status === 'blocked') return <InlineAlert data-testid="device-alerts-blocked">{BLOCKED_HELP}</InlineAlert>;
  if (status === 'on') {
    const off = () =>
      turnOff.mutate(undefined, {
        onSuccess: () => toast({ title: 'Alerts are off for this device', variant: 'success' }),
        onError: (error) => toast({ title: 'Alerts not turned off', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
      });
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="device-alerts-on">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Smartphone className="size-4 text-primary" aria-hidden="true" /> Alerts are on for this device
        </p>
        <PendingButton size="sm" variant="outline" pending={turnOff.isPending} pendingLabel="Turning off..." onClick={off}>
          Turn off
        </PendingButton>
      </div>
    );
  }
  const on = () =>
    turnOn.mutate(undefined, {
      onSuccess: () => toast({ title: 'Alerts are on for this device', description: "We'll ring this device when a pet near you needs eyes.", variant: 'success' }),
    });
  return (
    <div className="grid gap-2">
      <PendingButton
        variant="outline"
        className="w-fit"
        icon={<Smartphone aria-hidden="true" />}
        pending={turnOn.isPending}
        pendingLabel="Turning on..."
        onClick={on}
      >
        Turn on alerts on this device
      </PendingButton>
      {turnOn.error ? (
        <InlineAlert>{turnOn.error instanceof DeviceAlertsBlocked ? BLOCKED_HELP : errorMessageOf(turnOn.error, 'Alerts could not be turned on. Please try again.')}</InlineAlert>
      ) : null}
    </div>
  );
}
