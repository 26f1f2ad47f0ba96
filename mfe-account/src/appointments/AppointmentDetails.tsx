import { CalendarDays, Clock, PawPrint } from 'lucide-react';
import { preferredTimeLabel, type Appointment } from '@pawpals/contracts';
import { cn } from '@pawpals/ui';
import { formatDay, formatTime } from '../shared/format';

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
  const petName = a.petName ?? petNameFallback;
  const preferred = a.preferredTimes ?? [];
  return (
    <dl className={cn('grid gap-2 text-sm sm:grid-cols-3', className)}>
      {preferred.length ? (
        // A request to a clinic without hours names windows, not a time: the clinic picks one.
        <div className="flex items-start gap-1.5 sm:col-span-3" data-testid="preferred-times">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <dt className="font-semibold">Preferred times:</dt>
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
            <dt className="sr-only">Date</dt>
            <dd>{formatDay(a.appointmentDate)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">Time</dt>
            <dd data-testid="appointment-time">{formatTime(a.appointmentDate)}</dd>
          </div>
        </>
      )}
      {petName ? (
        <div className="flex items-center gap-1.5">
          <PawPrint className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">Pet name</dt>
          <dd>{petName}</dd>
        </div>
      ) : null}
      {(
        [
          ['Reason', a.reason],
          ['Notes', a.notes],
        ] as const
      ).map(([term, text]) =>
        text ? (
          <div key={term} className="sm:col-span-3">
            <dt className="inline font-semibold">{term}: </dt>
            <dd className="inline">{text}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
