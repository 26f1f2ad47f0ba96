import { defineMessages } from 'react-intl';
import { CalendarDays, Clock } from 'lucide-react';
import type { AppointmentStatus } from '@pawpals/contracts';
import { Badge, ListEnd, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { DOT, formatDateTime, NONE } from '../shared/format';
import { appointmentStatusText } from '../shared/labels';
import { loadedItems } from '../shared/paged-list';
import { useAdminListAppointments } from './api/admin-list-appointments';
import { ListItemCard } from '../shared/ListItemCard';

/** Badge colours: pending yellow, confirmed green, cancelled red, completed blue. */
const STATUS_CLASS: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  confirmed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  completed: 'bg-blue-100 text-blue-800',
};

const messages = defineMessages({
  title: { id: 'admin.appointments.title', defaultMessage: 'Appointments' },
  description: { id: 'admin.appointments.description', defaultMessage: 'Every appointment request across the platform' },
  what: { id: 'admin.appointments.loadWhat', defaultMessage: 'the appointments' },
  empty: { id: 'admin.appointments.empty', defaultMessage: 'No appointments' },
  pet: { id: 'admin.appointments.pet', defaultMessage: 'Pet:' },
  reason: { id: 'admin.appointments.reason', defaultMessage: 'Reason:' },
  end: { id: 'admin.appointments.end', defaultMessage: "That's every appointment" },
  moreError: { id: 'admin.appointments.moreError', defaultMessage: 'Could not load more appointments. Please try again.' },
});

/** /admin/appointments (read-only). */
export function AppointmentsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const appointments = useAdminListAppointments();
  const rows = loadedItems(appointments.data);
  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<CalendarDays className="size-5" aria-hidden="true" />} />
      {appointments.isError ? (
        <LoadError what={t(messages.what)} error={appointments.error} onRetry={() => appointments.refetch()} />
      ) : appointments.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-8" aria-hidden="true" />} title={t(messages.empty)} />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {rows.map((a) => (
            <ListItemCard key={a.id} testId="appointment-row" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">{a.businessName}</p>
                <p className="text-sm">
                  {a.userName} <span className="text-muted-foreground">{DOT} {a.userEmail}</span>
                </p>
                <dl className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-foreground/80">{t(messages.pet)}</dt>
                    <dd>{a.petName || NONE}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-foreground/80">{t(messages.reason)}</dt>
                    <dd>{a.reason || NONE}</dd>
                  </div>
                </dl>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
                <Badge className={`border-transparent ${STATUS_CLASS[a.status] ?? ''}`}>{appointmentStatusText(a.status, intl)}</Badge>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Clock className="size-4" aria-hidden="true" />
                  <time dateTime={a.appointmentDate}>{formatDateTime(a.appointmentDate, intl)}</time>
                </p>
              </div>
            </ListItemCard>
          ))}
        </ul>
      )}
      {rows.length > 0 ? <ListEnd list={appointments} endText={t(messages.end)} errorText={t(messages.moreError)} endTestId="appointments-end" /> : null}
    </>
  );
}
