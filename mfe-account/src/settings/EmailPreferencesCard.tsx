import { useEffect, useState } from 'react';
import { defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import { EMAIL_KINDS, PUSH_KINDS, type EmailKind, type EmailPreferences, type PushKind, type SessionUser } from '@pawpals/contracts';
import { errorMessageOf } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, Switch, toast, useIntl } from '@pawpals/ui';
import { useGetEmailPreferences } from './api/get-email-preferences';
import { useUpdateEmailPreferences } from './api/update-email-preferences';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly petAlertsTitle: NoMessageValues;
  readonly petAlertsHint: NoMessageValues;
  readonly messagesTitle: NoMessageValues;
  readonly messagesHint: NoMessageValues;
  readonly appointmentsTitle: NoMessageValues;
  readonly appointmentsHint: NoMessageValues;
  readonly newsTitle: NoMessageValues;
  readonly newsHint: NoMessageValues;
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly descriptionUnconfirmed: NoMessageValues;
  readonly emailColumn: NoMessageValues;
  readonly pushColumn: NoMessageValues;
  readonly pushLabel: { readonly kind: MessageValue };
  readonly save: NoMessageValues;
}>({
    petAlertsTitle: { id: 'account.emailPreferences.petAlertsTitle', defaultMessage: 'Pet alerts near me' },
    petAlertsHint: {
      id: 'account.emailPreferences.petAlertsHint',
      defaultMessage:
        'Lost and found pets posted in your alert area, possible matches and sightings of your pets (also switched with your alert area on the dashboard)',
    },
    messagesTitle: { id: 'account.emailPreferences.messagesTitle', defaultMessage: 'Messages' },
    messagesHint: { id: 'account.emailPreferences.messagesHint', defaultMessage: 'New messages and replies from businesses and pet families' },
    appointmentsTitle: { id: 'account.emailPreferences.appointmentsTitle', defaultMessage: 'Appointment updates' },
    appointmentsHint: { id: 'account.emailPreferences.appointmentsHint', defaultMessage: 'Requests, confirmations and changes' },
    newsTitle: { id: 'account.emailPreferences.newsTitle', defaultMessage: 'Platform news' },
    newsHint: { id: 'account.emailPreferences.newsHint', defaultMessage: 'Announcements from the PawPals team' },
    title: { id: 'account.emailPreferences.title', defaultMessage: 'Email and push preferences' },
    description: {
      id: 'account.emailPreferences.description',
      defaultMessage: "At most one email per kind every 15 minutes; more arrive together. Emails about your account's security always arrive.",
    },
    descriptionUnconfirmed: {
    id: 'account.emailPreferences.descriptionUnconfirmed',
    defaultMessage:
      "At most one email per kind every 15 minutes; more arrive together. Emails about your account's security always arrive. Confirm your email address to get these.",
  },
    emailColumn: { id: 'account.emailPreferences.emailColumn', defaultMessage: 'Email' },
    pushColumn: { id: 'account.emailPreferences.pushColumn', defaultMessage: 'Push' },
    pushLabel: { id: 'account.emailPreferences.pushLabel', defaultMessage: 'Push: {kind}' },
    save: { id: 'account.emailPreferences.save', defaultMessage: 'Save preferences' },
});

const LABELS: Record<EmailKind, { title: MessageDescriptor; hint: MessageDescriptor }> = {
  petAlerts: { title: messages.petAlertsTitle, hint: messages.petAlertsHint },
  messages: { title: messages.messagesTitle, hint: messages.messagesHint },
  appointments: { title: messages.appointmentsTitle, hint: messages.appointmentsHint },
  news: { title: messages.newsTitle, hint: messages.newsHint },
};

const isPushKind = (kind: EmailKind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);

/**
 * Which emails I get, and which kinds also ring my devices by Web Push (GET/PUT /api/me/preferences);
 * security emails always arrive.
 */
export function EmailPreferencesCard({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const saved = useGetEmailPreferences();
  const save = useUpdateEmailPreferences();
  const [choice, setChoice] = useState<EmailPreferences | null>(null);
  useEffect(() => {
    if (saved.data) setChoice(saved.data);
  }, [saved.data]);

  return (
    <Card id="email-preferences" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{intl.formatMessage(messages.title)}</CardTitle>
        <CardDescription>
          {intl.formatMessage(user.emailVerified ? messages.description : messages.descriptionUnconfirmed)}
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
                onSuccess: () => toast({ title: intl.formatMessage(common.emailPreferencesSaved), variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: intl.formatMessage(common.preferencesNotSaved),
                    description: errorMessageOf(error, intl.formatMessage(common.tryAgain)),
                    variant: 'destructive',
                  }),
              });
            }}
          >
            <div className="flex justify-end gap-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground" aria-hidden="true">
              <span className="w-11 text-center">{intl.formatMessage(messages.emailColumn)}</span>
              <span className="w-11 text-center">{intl.formatMessage(messages.pushColumn)}</span>
            </div>
            {EMAIL_KINDS.map((kind) => (
              <div key={kind} className="flex items-start justify-between gap-4">
                <div className="grid gap-0.5">
                  <span className="text-sm font-medium" id={`email-${kind}-title`}>
                    {intl.formatMessage(LABELS[kind].title)}
                  </span>
                  <p id={`email-${kind}-hint`} className="text-sm text-muted-foreground">
                    {intl.formatMessage(LABELS[kind].hint)}
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
                      aria-label={intl.formatMessage(messages.pushLabel, { kind: intl.formatMessage(LABELS[kind].title) })}
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
                {intl.formatMessage(save.isPending ? common.saving : messages.save)}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
