import type { AppointmentSlot } from '@pawpals/contracts';
import { formatAppointmentTime, todayInputValue } from './appointment-time';

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's time zone. */
  date: string;
  /** "Today", "Tomorrow" or "Thu, Mar 18". */
  label: string;
  slots: { start: string; time: string }[];
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/**
 * A clinic's free slots (computed in its zone) grouped by the visitor's own calendar days, in order,
 * each with its local "HH:MM", so the dialog reads in the visitor's time.
 */
export function groupSlotsByDay(slots: AppointmentSlot[], now: Date = new Date()): SlotDay[] {
  const today = todayInputValue(now);
  const tomorrow = todayInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12));
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = new Date(slot.start);
    const date = todayInputValue(start);
    let day = days.get(date);
    if (!day) {
      day = { date, label: date === today ? 'Today' : date === tomorrow ? 'Tomorrow' : dayLabel.format(start), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ start: slot.start, time: formatAppointmentTime(start) });
  }
  return [...days.values()];
}
