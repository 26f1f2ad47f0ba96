import type { BusinessDetail } from '@pawpals/contracts';
import type { BookingMode } from './BookAppointmentDialog';

/**
 * A clinic without weekly hours cannot be booked blind: it is asked for preferred times (its slot
 * setting has nothing to cut slots from). With hours, its slots when it takes bookings by slots.
 */
export function bookingModeOf(business: Pick<BusinessDetail, 'hours' | 'booking'>): BookingMode {
  if (business.hours.weekly.length === 0) return 'preferred';
  return business.booking?.enabled ? 'slots' : 'time';
}
