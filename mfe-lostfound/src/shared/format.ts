import type { LostFoundPet } from '@pawpals/contracts';

const DATE_ONLY = /T00:00:00(\.000)?Z$/;

// Written out instead of Intl.DateTimeFormat: the first formatter a page builds loads the browser's locale
// data, tens of milliseconds on a slow phone before the board can be drawn (issue 16, Total Blocking
// Time), and these dates are always US English.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A last-seen date for people. The form sends the chosen day as midnight UTC, so such values are shown
 * in UTC (otherwise a visitor west of Greenwich would see the day before); full timestamps in local time.
 */
export function formatPetDate(iso: string | null | undefined, style: 'short' | 'long' = 'long'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const utc = DATE_ONLY.test(iso);
  const [weekday, month, day, year] = utc
    ? [date.getUTCDay(), date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear()]
    : [date.getDay(), date.getMonth(), date.getDate(), date.getFullYear()];
  return style === 'long' ? `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day}, ${year}` : `${MONTHS[month].slice(0, 3)} ${day}, ${year}`;
}

// The heading of a card or detail page; the gateway draws it into a pet page's first screen too.
export { petTitle } from '@pawpals/contracts';

/** Free-text search over the fields a neighbour would type (name, breed, colour, description, place). */
export function matchesSearch(pet: LostFoundPet, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = [pet.petName, pet.breed, pet.color, pet.description, pet.lastSeenLocation, pet.collarInfo, pet.species]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** How far a pet is from a near-me place: "0.4 mi away", "12 mi away". */
export function distanceText(miles: number | undefined | null): string | null {
  if (miles == null) return null;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}
