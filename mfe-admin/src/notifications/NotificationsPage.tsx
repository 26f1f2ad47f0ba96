import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Bell, Send } from 'lucide-react';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, InlineAlert, Input, Label, Textarea, toast } from '@pawpals/ui';
import { AdminPageHeader } from '../shared/AdminPage';
import { useSendBulkNotification } from './api/send-bulk-notification';

const FILL_ALL = 'Please fill in all fields';

/** Title and message both required, else one message for the form. */
export const bulkNotificationSchema = z.object({
  title: z.string().trim().min(1, { error: FILL_ALL }).max(120, { error: 'Keep the title under 120 characters' }),
  message: z.string().trim().min(1, { error: FILL_ALL }).max(1000, { error: 'Keep the message under 1000 characters' }),
});
type BulkForm = z.input<typeof bulkNotificationSchema>;

/** /admin/notifications. */
export function NotificationsPage() {
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
          toast({ title: 'Bulk notification sent successfully', variant: 'success' });
          form.reset();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Failed to send notification', description: errorMessageOf(error, ''), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <>
      <AdminPageHeader title="Notifications" description="Send an announcement to every member" icon={<Bell className="size-5" aria-hidden="true" />} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Bulk Notification</CardTitle>
          <CardDescription>Every member sees it in their notification bell.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="bulk-title">Title</Label>
              <Input id="bulk-title" {...form.register('title')} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? 'bulk-error' : undefined} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="bulk-message">Message</Label>
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
                {missing ? FILL_ALL : lengthError}
              </InlineAlert>
            ) : null}
            <div>
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden="true" />
                {send.isPending ? 'Sending...' : 'Send to All Users'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
