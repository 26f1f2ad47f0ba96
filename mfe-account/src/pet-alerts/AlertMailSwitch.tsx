import { defineMessages } from 'react-intl';
import { errorMessageOf } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { Label, Skeleton, Switch, toast, useIntl } from '@pawpals/ui';
import { useGetEmailPreferences } from '../settings/api/get-email-preferences';
import { useUpdateEmailPreferences } from '../settings/api/update-email-preferences';
import { common } from '../shared/messages';

const messages = defineMessages({
  label: { id: 'account.alerts.mailLabel', defaultMessage: 'Email me these alerts' },
  hint: {
    id: 'account.alerts.mailHint',
    defaultMessage: 'Lost and found pets posted in your alert area, possible matches and sightings of your pets; at most one email every 15 minutes.',
  },
  hintUnconfirmed: {
    id: 'account.alerts.mailHintUnconfirmed',
    defaultMessage:
      'Lost and found pets posted in your alert area, possible matches and sightings of your pets; at most one email every 15 minutes. Confirm your email address to get them.',
  },
});

/**
 * The alert area's channel: whether its alerts also come by email, beside the area itself rather
 * than in Settings. Saved at once (PUT /api/me/preferences with the other kinds unchanged).
 */
export function AlertMailSwitch() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const saved = useGetEmailPreferences();
  const save = useUpdateEmailPreferences();
  if (!saved.data) return <Skeleton className="h-12" />;
  const preferences = saved.data;
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-border p-4">
      <div className="grid gap-0.5">
        <Label htmlFor="alert-mail">{intl.formatMessage(messages.label)}</Label>
        <p id="alert-mail-hint" className="text-sm text-muted-foreground">
          {intl.formatMessage(user && !user.emailVerified ? messages.hintUnconfirmed : messages.hint)}
        </p>
      </div>
      <Switch
        id="alert-mail"
        aria-describedby="alert-mail-hint"
        checked={preferences.petAlerts}
        disabled={save.isPending}
        onCheckedChange={(on) =>
          save.mutate(
            { ...preferences, petAlerts: on },
            {
              onSuccess: () => toast({ title: intl.formatMessage(common.emailPreferencesSaved), variant: 'success' }),
              onError: (error) =>
                toast({
                  title: intl.formatMessage(common.preferencesNotSaved),
                  description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </div>
  );
}
