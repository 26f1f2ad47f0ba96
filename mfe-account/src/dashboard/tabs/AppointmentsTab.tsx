import { Link } from 'react-router-dom';
import { MapPin, Phone, Stethoscope } from 'lucide-react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Appointment } from '@pawpals/contracts';
import { Button, ButtonLink, Skeleton, cityState, telHref, useIntl } from '@pawpals/ui';
import { AppointmentDetails } from '../../appointments/AppointmentDetails';
import { AppointmentStatusBadge } from '../../appointments/AppointmentStatusBadge';
import { visitorCanCancel } from '../../appointments/appointment-actions';
import { useCancelAppointment } from '../api/cancel-appointment';
import { EmptyState } from '../../shared/EmptyState';
import { common } from '../../shared/messages';

const messages = defineMessages<{
  readonly empty: NoMessageValues;
  readonly emptyText: NoMessageValues;
  readonly findVet: NoMessageValues;
  readonly call: { readonly phone: MessageValue };
  readonly confirmCancel: NoMessageValues;
  readonly cancel: NoMessageValues;
}>({
  empty: { id: 'account.myAppointments.empty', defaultMessage: 'No appointments yet' },
  emptyText: { id: 'account.myAppointments.emptyText', defaultMessage: 'Request a visit from a veterinarian and follow it here.' },
  findVet: { id: 'account.myAppointments.findVet', defaultMessage: 'Find Veterinarian' },
  call: { id: 'account.myAppointments.call', defaultMessage: 'Call {phone}' },
  confirmCancel: { id: 'account.myAppointments.confirmCancel', defaultMessage: 'Cancel this appointment? The clinic will be told.' },
  cancel: { id: 'account.myAppointments.cancel', defaultMessage: 'Cancel Appointment' },
});

/** Appointments tab: business link, city/state, status badge, date, time, pet, reason, notes, call link. */
export function AppointmentsTab({
  appointments,
  isLoading,
}: {
  appointments: Appointment[];
  isLoading: boolean;
}) {
  const intl = useIntl();
  const cancel = useCancelAppointment();
  if (isLoading) return <Skeleton className="h-40" />;
  if (appointments.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
        <ButtonLink to="/services?category=veterinarian">
          <Stethoscope aria-hidden="true" /> {intl.formatMessage(messages.findVet)}
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
                    {a.business?.name ?? intl.formatMessage(common.business)}
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
                    <Phone aria-hidden="true" /> {intl.formatMessage(messages.call, { phone: a.business?.phone })}
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
                    if (window.confirm(intl.formatMessage(messages.confirmCancel)))
                      cancel.mutate(a.id);
                  }}
                >
                  {intl.formatMessage(messages.cancel)}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
