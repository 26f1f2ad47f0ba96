import { Link } from 'react-router-dom';
import { MapPin, Phone, Stethoscope } from 'lucide-react';
import type { Appointment } from '@pawpals/contracts';
import { Button, ButtonLink, Skeleton, cityState, telHref } from '@pawpals/ui';
import { AppointmentDetails } from '../../appointments/AppointmentDetails';
import { AppointmentStatusBadge } from '../../appointments/AppointmentStatusBadge';
import { visitorCanCancel } from '../../appointments/appointment-actions';
import { useCancelAppointment } from '../api/cancel-appointment';
import { EmptyState } from '../../shared/EmptyState';

/** Appointments tab: business link, city/state, status badge, date, time, pet, reason, notes, call link. */
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
        <ButtonLink to="/services?category=veterinarian">
          <Stethoscope aria-hidden="true" /> Find Veterinarian
        </ButtonLink>
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
            <AppointmentDetails appointment={a} />
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
