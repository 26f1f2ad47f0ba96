import { defineMessages, type IntlShape } from 'react-intl';
import type { AppointmentSlot } from '@pawpals/contracts';
import { formatAppointmentTime, todayInputValue } from './appointment-time';
import { englishIntl } from '@pawpals/ui';

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's time zone. */
  date: string;
  /** "Today", "Tomorrow" or "Thu, Mar 18". */
  label: string;
  slots: { start: string; time: string }[];
}

const messages = defineMessages({
  today: { id: 'directory.appointments.today', defaultMessage: 'Today' },
  tomorrow: { id: 'directory.appointments.tomorrow', defaultMessage: 'Tomorrow' },
});

/**
 * A clinic's free slots (computed in its zone) grouped by the visitor's own calendar days, in order,
 * each with its local "HH:MM", so the dialog reads in the visitor's time.
 */
export function groupSlotsByDay(
  slots: AppointmentSlot[],
  now: Date = new Date(),
  intl: IntlShape = englishIntl,
): SlotDay[] {
  const today = todayInputValue(now);
  const tomorrow = todayInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12));
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = new Date(slot.start);
    const date = todayInputValue(start);
    let day = days.get(date);
    if (!day) {
      const label =
        date === today
          ? intl.formatMessage(messages.today)
          : date === tomorrow
            ? intl.formatMessage(messages.tomorrow)
            : intl.formatDate(start, { weekday: 'short', month: 'short', day: 'numeric' });
      day = { date, label, slots: [] };
      days.set(date, day);
    }
    day.slots.push({ start: slot.start, time: formatAppointmentTime(start) });
  }
  return [...days.values()];
}
