import { defineMessages, type MessageValue, type MessageTag, type NoMessageValues } from 'react-intl';
import { CalendarClock, Plus, X } from 'lucide-react';
import { LIMITS, PREFERRED_WINDOWS } from '@pawpals/contracts';
import { Button, Input, NativeSelect, useIntl } from '@pawpals/ui';
import { todayInputValue } from './appointment-time';
import { NEW_PREFERRED_TIME, windowLabel, type PreferredTimeDraft } from './preferred-times';

const messages = defineMessages<{
  readonly notListed: { readonly max: MessageValue; readonly strong: MessageTag };
  readonly preferredTimes: NoMessageValues;
  readonly preferredDate: { readonly number: MessageValue };
  readonly preferredWindow: { readonly number: MessageValue };
  readonly remove: { readonly number: MessageValue };
  readonly add: NoMessageValues;
}>({
  notListed: {
    id: 'directory.appointments.hoursNotListed',
    defaultMessage:
      '<strong>Hours not listed.</strong> Tell the clinic when suits you (up to {max} times) and it will confirm one.',
  },
  preferredTimes: { id: 'directory.appointments.preferredTimes', defaultMessage: 'Preferred times' },
  preferredDate: { id: 'directory.appointments.preferredDate', defaultMessage: 'Preferred date {number}' },
  preferredWindow: { id: 'directory.appointments.preferredWindow', defaultMessage: 'Preferred time of day {number}' },
  remove: { id: 'directory.appointments.removePreferred', defaultMessage: 'Remove preferred time {number}' },
  add: { id: 'directory.appointments.addPreferred', defaultMessage: 'Add another time' },
});

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const windowOptions = PREFERRED_WINDOWS.map((w) => ({ value: w, label: windowLabel(w, intl) }));
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
          {t(messages.notListed, { max: LIMITS.preferredTimesMax, strong: (chunks) => <strong>{chunks}</strong> })}
        </span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t(messages.preferredTimes)}</legend>
        {rows.map((row, index) => (
          <div key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <Input
              type="date"
              min={minDate}
              aria-label={t(messages.preferredDate, { number: index + 1 })}
              value={row.date}
              onChange={(e) => setRow(index, { date: e.target.value })}
            />
            <div className="col-start-1 sm:col-start-auto">
              <NativeSelect
                aria-label={t(messages.preferredWindow, { number: index + 1 })}
                options={windowOptions}
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
                aria-label={t(messages.remove, { number: index + 1 })}
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
            <Plus aria-hidden="true" /> {t(messages.add)}
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
