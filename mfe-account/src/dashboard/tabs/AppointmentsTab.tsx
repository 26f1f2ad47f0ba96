import { Link } from 'react-router-dom';
import { CalendarDays, Clock, MapPin, PawPrint, Phone, Stethoscope } from 'lucide-react';
import type { Appointment } from '@pawpals/contracts';
import { Button, Skeleton } from '@pawpals/ui';
import { AppointmentStatusBadge } from '../../appointments/AppointmentStatusBadge';
import { visitorCanCancel } from '../../appointments/appointment-actions';
import { useCancelAppointment } from '../api/cancel-appointment';
import { EmptyState } from '../../shared/EmptyState';
import { cityState, formatDay, formatTime, telHref } from '../../shared/format';

/** Appointments tab (SPEC §2.8): business link, city/state, status badge, date, time, pet, reason, notes, call link. */
export function AppointmentsTab({
  appointments,
  isLoading,
}: {
  appointments: Appointment[];
  isLoading: boolean;
}) {
  const cancel = useCancelAppointment();
  if (isLoading) return <Skeleton className="h-40" />;
  if (appointments.length === 0) {
    return (
      <EmptyState title="No appointments yet" text="Request a visit from a veterinarian and follow it here.">
        <Button asChild>
          <Link to="/services?category=veterinarian">
            <Stethoscope aria-hidden="true" /> Find Veterinarian
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4">
      {appointments.map((a) => {
        const place = cityState(a.business);
        const tel = telHref(a.business?.phone);
        return (
          <li
            key={a.id}
            className="grid gap-3 rounded-3xl border border-border bg-card p-5 shadow-xs"
            data-testid="my-appointment"
            data-appointment-id={a.id}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-display text-lg font-bold">
                  <Link to={`/business/${a.businessId}`} className="hover:text-primary">
                    {a.business?.name ?? 'Business'}
                  </Link>
                </h3>
                {place ? (
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <MapPin className="size-4" aria-hidden="true" /> {place}
                  </p>
                ) : null}
              </div>
              <AppointmentStatusBadge status={a.status} />
            </div>
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div className="flex items-center gap-1.5">
                <CalendarDays className="size-4 text-primary" aria-hidden="true" />
                <dt className="sr-only">Date</dt>
                <dd>{formatDay(a.appointmentDate)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Clock className="size-4 text-primary" aria-hidden="true" />
                <dt className="sr-only">Time</dt>
                <dd data-testid="appointment-time">{formatTime(a.appointmentDate)}</dd>
              </div>
              {a.petName ? (
                <div className="flex items-center gap-1.5">
                  <PawPrint className="size-4 text-primary" aria-hidden="true" />
                  <dt className="sr-only">Pet name</dt>
                  <dd>{a.petName}</dd>
                </div>
              ) : null}
              {a.reason ? (
                <div className="sm:col-span-3">
                  <dt className="inline font-semibold">Reason: </dt>
                  <dd className="inline">{a.reason}</dd>
                </div>
              ) : null}
              {a.notes ? (
                <div className="sm:col-span-3">
                  <dt className="inline font-semibold">Notes: </dt>
                  <dd className="inline">{a.notes}</dd>
                </div>
              ) : null}
            </dl>
            <div className="flex flex-wrap gap-2">
              {tel ? (
                <Button asChild size="sm" variant="outline" className="w-fit">
                  <a href={tel}>
                    <Phone aria-hidden="true" /> Call {a.business?.phone}
                  </a>
                </Button>
              ) : null}
              {visitorCanCancel(a.status) ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="w-fit text-destructive"
                  disabled={cancel.isPending}
                  onClick={() => {
                    if (window.confirm('Cancel this appointment? The clinic will be told.'))
                      cancel.mutate(a.id);
                  }}
                >
                  Cancel Appointment
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
