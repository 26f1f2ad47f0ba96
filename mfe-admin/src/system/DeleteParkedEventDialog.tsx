import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { Trash2 } from 'lucide-react';
import { deleteParkedEventSchema, PARKED_EVENT_REASON_MAX, type ParkedEvent } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, ReasonDialog, toast, useIntl } from '@pawpals/ui';
import { useDeleteParkedEvent } from './api/delete-parked-event';

const messages = defineMessages({
  delete: { id: 'admin.system.delete.button', defaultMessage: 'Delete' },
  title: { id: 'admin.system.delete.title', defaultMessage: 'Delete parked event' },
  reasonRequired: {
    id: 'admin.system.delete.reasonRequired',
    defaultMessage: 'Please give a reason for deleting the event',
  },
  deleted: { id: 'admin.system.delete.deleted', defaultMessage: 'Parked event deleted' },
  failed: { id: 'admin.system.delete.failed', defaultMessage: 'Failed to delete the event' },
  deleting: { id: 'admin.system.delete.deleting', defaultMessage: 'Deleting...' },
});
const deleteLabelMessage = defineMessage<{ eventId: MessageValue }>({
  id: 'admin.system.delete.label',
  defaultMessage: 'Delete parked event {eventId}',
});
const descriptionMessage = defineMessage<{ eventId: MessageValue; consumer: MessageValue }>({
  id: 'admin.system.delete.description',
  defaultMessage:
    'Event {eventId} of {consumer} is deleted without being handled. Your reason is kept in the audit log.',
});
const reasonTooLongMessage = defineMessage<{ max: number }>({
  id: 'admin.system.delete.reasonTooLong',
  defaultMessage: 'Keep the reason under {max} characters',
});

/** "Delete": asks the reason (required, kept in the audit log); the server's refusal is shown as it says it. */
export function DeleteParkedEventDialog({ event }: { event: ParkedEvent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const remove = useDeleteParkedEvent();
  const reasonSchema = deleteParkedEventSchema.shape.reason;
  return (
    <ReasonDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={t(deleteLabelMessage, { eventId: event.eventId })}
        >
          <Trash2 aria-hidden="true" /> {t(messages.delete)}
        </Button>
      }
      title={t(messages.title)}
      description={t(descriptionMessage, { eventId: event.eventId, consumer: event.consumer })}
      fieldId="parked-event-reason"
      // The contract's check, its words in the page's language.
      check={(reason) => {
        const parsed = reasonSchema.safeParse(reason);
        if (parsed.success) return parsed.data;
        return {
          error: reason.trim()
            ? t(reasonTooLongMessage, { max: PARKED_EVENT_REASON_MAX })
            : t(messages.reasonRequired),
        };
      }}
      clearProblemOnChange
      onSubmit={async (reason) => {
        await remove.mutateAsync({ id: event.id, reason });
        toast({ title: t(messages.deleted), variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, t(messages.failed)))}
      submitLabel={t(messages.delete)}
      busyLabel={t(messages.deleting)}
      submitVariant="destructive"
    />
  );
}
