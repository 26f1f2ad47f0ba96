import { APPOINTMENT_TRANSITIONS, VISITOR_CANCELLABLE_STATUSES, type AppointmentStatus } from '@pawpals/contracts';

export interface AppointmentAction {
  to: AppointmentStatus;
  label: 'Confirm' | 'Decline' | 'Mark as Completed';
  tone: 'primary' | 'destructive' | 'secondary';
}

const ACTIONS: Record<string, AppointmentAction> = {
  confirmed: { to: 'confirmed', label: 'Confirm', tone: 'primary' },
  cancelled: { to: 'cancelled', label: 'Decline', tone: 'destructive' },
  completed: { to: 'completed', label: 'Mark as Completed', tone: 'secondary' },
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
export const STATUS_STYLES: Record<AppointmentStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-yellow-100 text-yellow-900 border-yellow-300' },
  confirmed: { label: 'Confirmed', className: 'bg-green-100 text-green-900 border-green-300' },
  cancelled: { label: 'Cancelled', className: 'bg-red-100 text-red-900 border-red-300' },
  completed: { label: 'Completed', className: 'bg-blue-100 text-blue-900 border-blue-300' },
};
