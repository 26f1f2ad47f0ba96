import { useEffect, useState } from 'react';
import { EMAIL_KINDS, PUSH_KINDS, type EmailKind, type EmailPreferences, type PushKind, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, Switch, toast } from '@pawpals/ui';
import { useGetEmailPreferences } from './api/get-email-preferences';
import { useUpdateEmailPreferences } from './api/update-email-preferences';

const LABELS: Record<EmailKind, { title: string; hint: string }> = {
  petAlerts: { title: 'Pet alerts near me', hint: 'Lost and found pets posted in your alert area, possible matches and sightings of your pets (also switched with your alert area on the dashboard)' },
  messages: { title: 'Messages', hint: 'New messages and replies from businesses and pet families' },
  appointments: { title: 'Appointment updates', hint: 'Requests, confirmations and changes' },
  news: { title: 'Platform news', hint: 'Announcements from the PawPals team' },
};

const isPushKind = (kind: EmailKind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);

/**
 * Which emails I get, and which kinds also ring my devices by Web Push (GET/PUT /api/me/preferences);
 * security emails always arrive.
 */
export function EmailPreferencesCard({ user }: { user: SessionUser }) {
  const saved = useGetEmailPreferences();
  const save = useUpdateEmailPreferences();
  const [choice, setChoice] = useState<EmailPreferences | null>(null);
  useEffect(() => {
    if (saved.data) setChoice(saved.data);
  }, [saved.data]);

  return (
    <Card id="email-preferences" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Email and push preferences</CardTitle>
        <CardDescription>
          At most one email per kind every 15 minutes; more arrive together. Emails about your account&apos;s security always arrive.
          {user.emailVerified ? null : ' Confirm your email address to get these.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!choice ? (
          <Skeleton className="h-40" />
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(choice, {
                onSuccess: () => toast({ title: 'Email preferences saved', variant: 'success' }),
                onError: (error) => toast({ title: 'Preferences not saved', description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' }),
              });
            }}
          >
            <div className="flex justify-end gap-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground" aria-hidden="true">
              <span className="w-11 text-center">Email</span>
              <span className="w-11 text-center">Push</span>
            </div>
            {EMAIL_KINDS.map((kind) => (
              <div key={kind} className="flex items-start justify-between gap-4">
                <div className="grid gap-0.5">
                  <span className="text-sm font-medium" id={`email-${kind}-title`}>
                    {LABELS[kind].title}
                  </span>
                  <p id={`email-${kind}-hint`} className="text-sm text-muted-foreground">
                    {LABELS[kind].hint}
                  </p>
                </div>
                <div className="flex shrink-0 gap-4">
                  <Switch
                    id={`email-${kind}`}
                    aria-labelledby={`email-${kind}-title`}
                    aria-describedby={`email-${kind}-hint`}
                    checked={choice[kind]}
                    onCheckedChange={(on) => setChoice({ ...choice, [kind]: on })}
                  />
                  {isPushKind(kind) ? (
                    <Switch
                      id={`push-${kind}`}
                      aria-label={`Push: ${LABELS[kind].title}`}
                      aria-describedby={`email-${kind}-hint`}
                      checked={choice.push[kind]}
                      onCheckedChange={(on) => setChoice({ ...choice, push: { ...choice.push, [kind]: on } })}
                    />
                  ) : (
                    <span className="w-11" />
                  )}
                </div>
              </div>
            ))}
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save preferences'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
