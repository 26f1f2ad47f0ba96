import { defineMessages } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Bell, Send } from 'lucide-react';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, InlineAlert, Input, Label, Textarea, toast, useIntl, englishIntl } from '@pawpals/ui';
import { AdminPageHeader } from '../shared/AdminPage';
import { useSendBulkNotification } from './api/send-bulk-notification';

const messages = defineMessages({
  fillAll: { id: 'admin.notifications.fillAll', defaultMessage: 'Please fill in all fields' },
  titleTooLong: { id: 'admin.notifications.titleTooLong', defaultMessage: 'Keep the title under 120 characters' },
  messageTooLong: { id: 'admin.notifications.messageTooLong', defaultMessage: 'Keep the message under 1000 characters' },
  sent: { id: 'admin.notifications.sent', defaultMessage: 'Bulk notification sent successfully' },
  sendFailed: { id: 'admin.notifications.sendFailed', defaultMessage: 'Failed to send notification' },
  title: { id: 'admin.notifications.title', defaultMessage: 'Notifications' },
  description: { id: 'admin.notifications.description', defaultMessage: 'Send an announcement to every member' },
  cardTitle: { id: 'admin.notifications.cardTitle', defaultMessage: 'Bulk Notification' },
  cardDescription: { id: 'admin.notifications.cardDescription', defaultMessage: 'Every member sees it in their notification bell.' },
  titleLabel: { id: 'admin.notifications.titleLabel', defaultMessage: 'Title' },
  messageLabel: { id: 'admin.notifications.messageLabel', defaultMessage: 'Message' },
  sending: { id: 'admin.notifications.sending', defaultMessage: 'Sending...' },
  send: { id: 'admin.notifications.send', defaultMessage: 'Send to All Users' },
});

// The schema's problems are their English words (the form shows them in the page's language, below).
const FILL_ALL = englishIntl.formatMessage(messages.fillAll);
const TITLE_TOO_LONG = englishIntl.formatMessage(messages.titleTooLong);
const MESSAGE_TOO_LONG = englishIntl.formatMessage(messages.messageTooLong);
const PROBLEMS = { [FILL_ALL]: messages.fillAll, [TITLE_TOO_LONG]: messages.titleTooLong, [MESSAGE_TOO_LONG]: messages.messageTooLong };

/** Title and message both required, else one message for the form. */
export const bulkNotificationSchema = z.object({
  title: z.string().trim().min(1, { error: FILL_ALL }).max(120, { error: TITLE_TOO_LONG }),
  message: z.string().trim().min(1, { error: FILL_ALL }).max(1000, { error: MESSAGE_TOO_LONG }),
});
type BulkForm = z.input<typeof bulkNotificationSchema>;

/** /admin/notifications. */
export function NotificationsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const send = useSendBulkNotification();
  const form = useForm<BulkForm>({ resolver: zodResolver(bulkNotificationSchema), defaultValues: { title: '', message: '' } });
  const { errors } = form.formState;
  const missing = errors.title?.message === FILL_ALL || errors.message?.message === FILL_ALL;
  const lengthError = [errors.title?.message, errors.message?.message].find((m) => m && m !== FILL_ALL);

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(
      { title: data.title.trim(), message: data.message.trim() },
      {
        onSuccess: () => {
          toast({ title: t(messages.sent), variant: 'success' });
          form.reset();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: t(messages.sendFailed), description: errorMessageOf(error, ''), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<Bell className="size-5" aria-hidden="true" />} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>{t(messages.cardTitle)}</CardTitle>
          <CardDescription>{t(messages.cardDescription)}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="bulk-title">{t(messages.titleLabel)}</Label>
              <Input id="bulk-title" {...form.register('title')} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? 'bulk-error' : undefined} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="bulk-message">{t(messages.messageLabel)}</Label>
              <Textarea
                id="bulk-message"
                rows={5}
                {...form.register('message')}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'bulk-error' : undefined}
              />
            </div>
            {missing || lengthError ? (
              <InlineAlert id="bulk-error" className="font-medium">
                {missing ? t(messages.fillAll) : lengthError && PROBLEMS[lengthError] ? t(PROBLEMS[lengthError]) : lengthError}
              </InlineAlert>
            ) : null}
            <div>
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden="true" />
                {send.isPending ? t(messages.sending) : t(messages.send)}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
