import { Smartphone } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { DeviceAlertsBlocked, errorMessageOf, useDeviceAlerts } from '@pawpals/api-client';
import { InlineAlert, PendingButton, toast, useIntl } from '@pawpals/ui';

/** The device-alerts control's words; `blockedHelp` and `unsupportedHelp` are also BLOCKED_HELP and UNSUPPORTED_HELP. */
export const deviceAlertsMessages = defineMessages({
  blockedHelp: {
    id: 'session.deviceAlerts.blockedHelp',
    defaultMessage:
      "Alerts are blocked for PawPals in this browser. To get them, allow notifications for this site in your browser's site settings (the icon beside the address), then try again.",
  },
  unsupportedHelp: {
    id: 'session.deviceAlerts.unsupportedHelp',
    defaultMessage: "This browser can't show alerts. On an iPhone, add PawPals to your Home Screen first, then turn alerts on from there.",
  },
  alertsOn: { id: 'session.deviceAlerts.alertsOn', defaultMessage: 'Alerts are on for this device' },
  alertsOnDescription: { id: 'session.deviceAlerts.alertsOnDescription', defaultMessage: "We'll ring this device when a pet near you needs eyes." },
  alertsOff: { id: 'session.deviceAlerts.alertsOff', defaultMessage: 'Alerts are off for this device' },
  notTurnedOff: { id: 'session.deviceAlerts.notTurnedOff', defaultMessage: 'Alerts not turned off' },
  tryAgain: { id: 'session.deviceAlerts.tryAgain', defaultMessage: 'Please try again.' },
  turnOff: { id: 'session.deviceAlerts.turnOff', defaultMessage: 'Turn off' },
  turningOff: { id: 'session.deviceAlerts.turningOff', defaultMessage: 'Turning off...' },
  turnOn: { id: 'session.deviceAlerts.turnOn', defaultMessage: 'Turn on alerts on this device' },
  turningOn: { id: 'session.deviceAlerts.turningOn', defaultMessage: 'Turning on...' },
  notTurnedOn: { id: 'session.deviceAlerts.notTurnedOn', defaultMessage: 'Alerts could not be turned on. Please try again.' },
});
const messages = deviceAlertsMessages;

/** The blocked-alerts help in English (the words are deviceAlertsMessages.blockedHelp; a page shows them in its language). */
export const BLOCKED_HELP = messages.blockedHelp.defaultMessage as string;
/** The no-alerts-here help in English (deviceAlertsMessages.unsupportedHelp). */
export const UNSUPPORTED_HELP = messages.unsupportedHelp.defaultMessage as string;

/**
 * "Turn on alerts on this device" (the dashboard's pet-alerts card, Settings, and the offer after posting) (docs/decisions/0142-web-push.md): the browser asks for permission only
 * after this click, never on page load; when it is blocked, the control says how to allow it.
 */
export function DeviceAlertsControl() {
  const intl = useIntl();
  const { status, turnOn, turnOff } = useDeviceAlerts();
  if (!status) return null;
  const blockedHelp = intl.formatMessage(messages.blockedHelp);
  if (status === 'unsupported') return <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.unsupportedHelp)}</p>;
  if (status === 'blocked') return <InlineAlert data-testid="device-alerts-blocked">{blockedHelp}</InlineAlert>;
  if (status === 'on') {
    const off = () =>
      turnOff.mutate(undefined, {
        onSuccess: () => toast({ title: intl.formatMessage(messages.alertsOff), variant: 'success' }),
        onError: (error) =>
          toast({
            title: intl.formatMessage(messages.notTurnedOff),
            description: errorMessageOf(error, intl.formatMessage(messages.tryAgain)),
            variant: 'destructive',
          }),
      });
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="device-alerts-on">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Smartphone className="size-4 text-primary" aria-hidden="true" /> {intl.formatMessage(messages.alertsOn)}
        </p>
        <PendingButton size="sm" variant="outline" pending={turnOff.isPending} pendingLabel={intl.formatMessage(messages.turningOff)} onClick={off}>
          {intl.formatMessage(messages.turnOff)}
        </PendingButton>
      </div>
    );
  }
  const on = () =>
    turnOn.mutate(undefined, {
      onSuccess: () =>
        toast({ title: intl.formatMessage(messages.alertsOn), description: intl.formatMessage(messages.alertsOnDescription), variant: 'success' }),
    });
  return (
    <div className="grid gap-2">
      <PendingButton
        variant="outline"
        className="w-fit"
        icon={<Smartphone aria-hidden="true" />}
        pending={turnOn.isPending}
        pendingLabel={intl.formatMessage(messages.turningOn)}
        onClick={on}
      >
        {intl.formatMessage(messages.turnOn)}
      </PendingButton>
      {turnOn.error ? (
        <InlineAlert>{turnOn.error instanceof DeviceAlertsBlocked ? blockedHelp : errorMessageOf(turnOn.error, intl.formatMessage(messages.notTurnedOn))}</InlineAlert>
      ) : null}
    </div>
  );
}
