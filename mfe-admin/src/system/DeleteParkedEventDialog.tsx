import { Trash2 } from 'lucide-react';
import { deleteParkedEventSchema, type ParkedEvent } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, ReasonDialog, toast } from '@pawpals/ui';
import { useDeleteParkedEvent } from './api/delete-parked-event';

/** "Delete": asks the reason (required, kept in the audit log); the server's refusal is shown as it says it. */
export function DeleteParkedEventDialog({ event }: { event: ParkedEvent }) {
  const remove = useDeleteParkedEvent();
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={`Delete parked event ${event.eventId}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
      title="Delete parked event"
      description={`Event ${event.eventId} of ${event.consumer} is deleted without being handled. Your reason is kept in the audit log.`}
      fieldId="parked-event-reason"
      check={deleteParkedEventSchema.shape.reason}
      clearProblemOnChange
      onSubmit={async (reason) => {
        await remove.mutateAsync({ id: event.id, reason });
        toast({ title: 'Parked event deleted', variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, 'Failed to delete the event'))}
      submitLabel="Delete"
      busyLabel="Deleting..."
      submitVariant="destructive"
    />
  );
}
