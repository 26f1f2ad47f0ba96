import { CalendarClock, Plus, X } from 'lucide-react';
import { LIMITS, PREFERRED_WINDOW_TIMES, PREFERRED_WINDOWS } from '@pawpals/contracts';
import { Button, Input, NativeSelect } from '@pawpals/ui';
import { todayInputValue } from './appointment-time';
import { NEW_PREFERRED_TIME, type PreferredTimeDraft } from './preferred-times';

const WINDOW_OPTIONS = PREFERRED_WINDOWS.map((w) => ({
  value: w,
  label: `${PREFERRED_WINDOW_TIMES[w].label} (${PREFERRED_WINDOW_TIMES[w].from}–${PREFERRED_WINDOW_TIMES[w].until})`,
}));

/**
 * For a clinic that lists no hours
 * (docs/decisions/0125-booking-a-clinic-without-hours-the-owners-hours-insights.md): saying so, and asking
 * for up to three preferred days and parts of the day instead of one time nobody knows is open. The clinic
 * answers with a time.
 */
export function PreferredTimesField({
  rows,
  onChange,
}: {
  rows: PreferredTimeDraft[];
  onChange: (rows: PreferredTimeDraft[]) => void;
}) {
  const minDate = todayInputValue();
  const setRow = (index: number, row: Partial<PreferredTimeDraft>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...row } : r)));
  return (
    <div className="grid gap-3" data-testid="preferred-times">
      <p
        className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="hours-not-listed"
      >
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Hours not listed.</strong> Tell the clinic when suits you (up to {LIMITS.preferredTimesMax}{' '}
          times) and it will confirm one.
        </span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Preferred times</legend>
        {rows.map((row, index) => (
          <div key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <Input
              type="date"
              min={minDate}
              aria-label={`Preferred date ${index + 1}`}
              value={row.date}
              onChange={(e) => setRow(index, { date: e.target.value })}
            />
            <div className="col-start-1 sm:col-start-auto">
              <NativeSelect
                aria-label={`Preferred time of day ${index + 1}`}
                options={WINDOW_OPTIONS}
                value={row.window}
                onChange={(e) => setRow(index, { window: e.target.value as PreferredTimeDraft['window'] })}
              />
            </div>
            {rows.length > 1 ? (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="col-start-2 row-start-1 sm:col-start-auto"
                aria-label={`Remove preferred time ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {rows.length < LIMITS.preferredTimesMax ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="w-fit"
            onClick={() => onChange([...rows, { ...NEW_PREFERRED_TIME }])}
          >
            <Plus aria-hidden="true" /> Add another time
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
