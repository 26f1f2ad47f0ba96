import { defineMessages } from 'react-intl';
import { CalendarClock, Mail } from 'lucide-react';
import type { Appointment } from '@pawpals/contracts';
import { Button, Card, CardContent, CardDescription, InlineAlert, Skeleton, IconCardHeader, useIntl } from '@pawpals/ui';
import { allowedActions } from '../appointments/appointment-actions';
import { AppointmentDetails } from '../appointments/AppointmentDetails';
import { AppointmentStatusBadge } from '../appointments/AppointmentStatusBadge';
import { useListBusinessAppointments } from '../appointments/api/list-business-appointments';
import { useSetAppointmentStatus } from '../appointments/api/set-appointment-status';
import { EmptyState } from '../shared/EmptyState';

const messages = defineMessages({
  title: { id: 'account.appointmentRequests.title', defaultMessage: 'Appointment Requests' },
  description: { id: 'account.appointmentRequests.description', defaultMessage: 'Confirm or decline new requests, and mark visits completed.' },
  loadFailed: { id: 'account.appointmentRequests.loadFailed', defaultMessage: 'Could not load appointment requests.' },
  empty: { id: 'account.appointmentRequests.empty', defaultMessage: 'No appointments yet' },
  emptyText: { id: 'account.appointmentRequests.emptyText', defaultMessage: 'Appointment requests from customers will appear here' },
  customer: { id: 'account.appointmentRequests.customer', defaultMessage: 'Customer' },
  noPetName: { id: 'account.appointmentRequests.noPetName', defaultMessage: 'Pet name not given' },
});

/**
 * Appointment Requests (veterinarians only): each with its status badge and the actions of
 * docs/product.md#appointments-hours-and-slots.
 */
export function AppointmentRequestsCard() {
  const intl = useIntl();
  const appointments = useListBusinessAppointments(true);
  const list = appointments.data ?? [];
  return (
    <Card data-testid="appointment-requests-card">
      <IconCardHeader Icon={CalendarClock} title={intl.formatMessage(messages.title)}>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </IconCardHeader>
      <CardContent>
        {appointments.isLoading ? (
          <Skeleton className="h-24" />
        ) : appointments.isError ? (
          <InlineAlert>
            {intl.formatMessage(messages.loadFailed)}
          </InlineAlert>
        ) : list.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)} />
        ) : (
          <ul className="grid gap-3">
            {list.map((a) => (
              <AppointmentRequest key={a.id} appointment={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AppointmentRequest({ appointment: a }: { appointment: Appointment }) {
  const intl = useIntl();
  const setStatus = useSetAppointmentStatus();
  const customer = [a.user?.firstName, a.user?.lastName].filter(Boolean).join(' ') || intl.formatMessage(messages.customer);
  const actions = allowedActions(a.status);
  return (
    <li
      className="grid gap-3 rounded-2xl border border-border p-4"
      data-testid="appointment-request"
      data-appointment-id={a.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-foreground">{customer}</p>
          {a.user?.email ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Mail className="size-3.5" aria-hidden="true" />
              <a href={`mailto:${a.user.email}`} className="underline-offset-4 hover:underline">
                {a.user.email}
              </a>
            </p>
          ) : null}
        </div>
        <AppointmentStatusBadge status={a.status} />
      </div>
      <AppointmentDetails appointment={a} petNameFallback={intl.formatMessage(messages.noPetName)} className="gap-1.5" />
      {actions.length ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.to}
              size="sm"
              variant={
                action.tone === 'primary'
                  ? 'default'
                  : action.tone === 'destructive'
                    ? 'destructive'
                    : 'secondary'
              }
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: a.id, status: action.to })}
            >
              {intl.formatMessage(action.label)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
