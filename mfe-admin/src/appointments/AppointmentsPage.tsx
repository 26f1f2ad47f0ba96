import { CalendarDays, Clock } from 'lucide-react';
import type { AppointmentStatus } from '@pawpals/contracts';
import { Badge, ListEnd } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { formatDateTime, titleCase } from '../shared/format';
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

/** /admin/appointments (read-only). */
export function AppointmentsPage() {
  const appointments = useAdminListAppointments();
  const rows = loadedItems(appointments.data);
  return (
    <>
      <AdminPageHeader title="Appointments" description="Every appointment request across the platform" icon={<CalendarDays className="size-5" aria-hidden="true" />} />
      {appointments.isError ? (
        <LoadError what="the appointments" error={appointments.error} onRetry={() => appointments.refetch()} />
      ) : appointments.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-8" aria-hidden="true" />} title="No appointments" />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {rows.map((a) => (
            <ListItemCard key={a.id} testId="appointment-row" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">{a.businessName}</p>
                <p className="text-sm">
                  {a.userName} <span className="text-muted-foreground">· {a.userEmail}</span>
                </p>
                <dl className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-foreground/80">Pet:</dt>
                    <dd>{a.petName || '—'}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-foreground/80">Reason:</dt>
                    <dd>{a.reason || '—'}</dd>
                  </div>
                </dl>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
                <Badge className={`border-transparent ${STATUS_CLASS[a.status] ?? ''}`}>{titleCase(a.status)}</Badge>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Clock className="size-4" aria-hidden="true" />
                  <time dateTime={a.appointmentDate}>{formatDateTime(a.appointmentDate)}</time>
                </p>
              </div>
            </ListItemCard>
          ))}
        </ul>
      )}
      {rows.length > 0 ? <ListEnd list={appointments} endText="That's every appointment" errorText="Could not load more appointments. Please try again." endTestId="appointments-end" /> : null}
    </>
  );
}
