import { defineMessages, type MessageDescriptor } from 'react-intl';
import { APPOINTMENT_TRANSITIONS, VISITOR_CANCELLABLE_STATUSES, type AppointmentStatus } from '@pawpals/contracts';

const messages = defineMessages({
  confirm: { id: 'account.appointments.confirm', defaultMessage: 'Confirm' },
  decline: { id: 'account.appointments.decline', defaultMessage: 'Decline' },
  complete: { id: 'account.appointments.complete', defaultMessage: 'Mark as Completed' },
  pending: { id: 'account.appointments.status.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'account.appointments.status.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'account.appointments.status.cancelled', defaultMessage: 'Cancelled' },
  completed: { id: 'account.appointments.status.completed', defaultMessage: 'Completed' },
});

export interface AppointmentAction {
  to: AppointmentStatus;
  /** 'Confirm', 'Decline' or 'Mark as Completed'. */
  label: MessageDescriptor;
  tone: 'primary' | 'destructive' | 'secondary';
}

const ACTIONS: Record<string, AppointmentAction> = {
  confirmed: { to: 'confirmed', label: messages.confirm, tone: 'primary' },
  cancelled: { to: 'cancelled', label: messages.decline, tone: 'destructive' },
  completed: { to: 'completed', label: messages.complete, tone: 'secondary' },
};

/**
 * The owner's buttons for an appointment in this status (docs/product.md#appointments-hours-and-slots):
 * pending → Confirm / Decline, confirmed → Mark as Completed, cancelled and completed → none. Read from
 * APPOINTMENT_TRANSITIONS, the same table the server enforces.
 */
export function allowedActions(status: AppointmentStatus): AppointmentAction[] {
  return (APPOINTMENT_TRANSITIONS[status] ?? []).map((to) => ACTIONS[to]).filter(Boolean);
}

/** Whether the visitor may still cancel their own appointment from the dashboard (pending or confirmed). */
export const visitorCanCancel = (status: AppointmentStatus) => VISITOR_CANCELLABLE_STATUSES.includes(status);

/** Badge colours: pending yellow, confirmed green, cancelled red, completed blue. */
export const STATUS_STYLES: Record<AppointmentStatus, { label: MessageDescriptor; className: string }> = {
  pending: { label: messages.pending, className: 'bg-yellow-100 text-yellow-900 border-yellow-300' },
  confirmed: { label: messages.confirmed, className: 'bg-green-100 text-green-900 border-green-300' },
  cancelled: { label: messages.cancelled, className: 'bg-red-100 text-red-900 border-red-300' },
  completed: { label: messages.completed, className: 'bg-blue-100 text-blue-900 border-blue-300' },
};
