import { CalendarDays, Clock, PawPrint } from 'lucide-react';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import { preferredTimeLabel, type Appointment } from '@pawpals/contracts';
import { cn, useIntl } from '@pawpals/ui';
import { formatDay, formatTime } from '../shared/format';

const messages = defineMessages<{
  readonly preferredTimes: NoMessageValues;
  readonly date: NoMessageValues;
  readonly time: NoMessageValues;
  readonly petName: NoMessageValues;
  readonly reason: { readonly text: MessageValue; readonly dt: MessageTag; readonly dd: MessageTag };
  readonly notes: { readonly text: MessageValue; readonly dt: MessageTag; readonly dd: MessageTag };
}>({
  preferredTimes: { id: 'account.appointments.preferredTimes', defaultMessage: 'Preferred times:' },
  date: { id: 'account.appointments.date', defaultMessage: 'Date' },
  time: { id: 'account.appointments.time', defaultMessage: 'Time' },
  petName: { id: 'account.appointments.petName', defaultMessage: 'Pet name' },
  reason: { id: 'account.appointments.reason', defaultMessage: '<dt>Reason:</dt> <dd>{text}</dd>' },
  notes: { id: 'account.appointments.notes', defaultMessage: '<dt>Notes:</dt> <dd>{text}</dd>' },
});

/**
 * An appointment's date and time (or the visitor's preferred windows), pet, reason and notes, as the visitor's tab and the owner's requests
 * both list them. `petNameFallback` is said when the visitor gave no pet name (the owner wants to
 * know it is missing; the visitor does not need to be told).
 */
export function AppointmentDetails({
  appointment: a,
  petNameFallback,
  className,
}: {
  appointment: Pick<Appointment, 'appointmentDate' | 'petName' | 'reason' | 'notes'> &
    Partial<Pick<Appointment, 'preferredTimes'>>;
  petNameFallback?: string;
  className?: string;
}) {
  const intl = useIntl();
  const petName = a.petName ?? petNameFallback;
  const preferred = a.preferredTimes ?? [];
  return (
    <dl className={cn('grid gap-2 text-sm sm:grid-cols-3', className)}>
      {preferred.length ? (
        // A request to a clinic without hours names windows, not a time: the clinic picks one.
        <div className="flex items-start gap-1.5 sm:col-span-3" data-testid="preferred-times">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <dt className="font-semibold">{intl.formatMessage(messages.preferredTimes)}</dt>
          <dd>
            <ul>
              {preferred.map((p) => (
                <li key={`${p.date} ${p.window}`}>{preferredTimeLabel(p)}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">{intl.formatMessage(messages.date)}</dt>
            <dd>{formatDay(intl, a.appointmentDate)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">{intl.formatMessage(messages.time)}</dt>
            <dd data-testid="appointment-time">{formatTime(a.appointmentDate)}</dd>
          </div>
        </>
      )}
      {petName ? (
        <div className="flex items-center gap-1.5">
          <PawPrint className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">{intl.formatMessage(messages.petName)}</dt>
          <dd>{petName}</dd>
        </div>
      ) : null}
      {(
        [
          ['reason', a.reason],
          ['notes', a.notes],
        ] as const
      ).map(([term, text]) =>
        text ? (
          <div key={term} className="sm:col-span-3">
            {intl.formatMessage(messages[term], {
              text,
              dt: (chunks) => <dt className="inline font-semibold">{chunks}</dt>,
              dd: (chunks) => <dd className="inline">{chunks}</dd>,
            })}
          </div>
        ) : null,
      )}
    </dl>
  );
}
