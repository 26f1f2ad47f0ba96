import { errorMessageOf } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { Label, Skeleton, Switch, toast } from '@pawpals/ui';
import { useGetEmailPreferences } from '../settings/api/get-email-preferences';
import { useUpdateEmailPreferences } from '../settings/api/update-email-preferences';

/**
 * The alert area's channel: whether its alerts also come by email, beside the area itself rather
 * than in Settings. Saved at once (PUT /api/me/preferences with the other kinds unchanged).
 */
export function AlertMailSwitch() {
  const { user } = useCurrentUser();
  const saved = useGetEmailPreferences();
  const save = useUpdateEmailPreferences();
  if (!saved.data) return <Skeleton className="h-12" />;
  const preferences = saved.data;
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-border p-4">
      <div className="grid gap-0.5">
        <Label htmlFor="alert-mail">Email me these alerts</Label>
        <p id="alert-mail-hint" className="text-sm text-muted-foreground">
          Lost and found pets posted in your alert area, possible matches and sightings of your pets; at most one email every 15 minutes.
          {user && !user.emailVerified ? ' Confirm your email address to get them.' : null}
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
              onSuccess: () => toast({ title: 'Email preferences saved', variant: 'success' }),
              onError: (error) => toast({ title: 'Preferences not saved', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
            },
          )
        }
      />
    </div>
  );
}
