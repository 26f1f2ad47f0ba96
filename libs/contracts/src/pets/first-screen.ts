/**
 * What a pet page says on its first screen on a phone
 * (docs/decisions/0122-phone-first-the-pet-pages-first-screen.md): LOST/FOUND, where and when it was last seen,
 * and the primary way to reach the poster. One definition for both sides: the gateway writes it into the page's
 * HTML (its first screen) and the web app draws the same words, so nothing changes when the page loads. Plain
 * functions only (the browser bundles them).
 */
import type { LostFoundPet } from './entities';
import { authPathWithReturn } from '../shared/return-to';

const DATE_ONLY = /T00:00:00(\.000)?Z$/;

// Written out instead of Intl.DateTimeFormat: the first formatter a page builds loads the browser's locale
// data, tens of milliseconds on a slow phone before the board can be drawn
// (docs/decisions/0061-main-thread-work-on-the-first-load.md), and these dates are always US English.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A last-seen date for people. The form sends the chosen day as midnight UTC, so such values are shown
 * in UTC (otherwise a visitor west of Greenwich would see the day before); full timestamps in local time.
 */
export function formatPetDate(
  iso: string | null | undefined,
  style: 'short' | 'long' = 'long',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const utc = DATE_ONLY.test(iso);
  const [weekday, month, day, year] = utc
    ? [date.getUTCDay(), date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear()]
    : [date.getDay(), date.getMonth(), date.getDate(), date.getFullYear()];
  return style === 'long'
    ? `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day}, ${year}`
    : `${MONTHS[month].slice(0, 3)} ${day}, ${year}`;
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The first screen's facts of a pet page, as words (all strings: the gateway fills them into the page's template). */
export interface PetFirstScreenFacts {
  /** 'lost' | 'found', or 'resolved' once the pet is home: the badge's colour, and no contact button then. */
  kind: 'lost' | 'found' | 'resolved';
  /** The badge: "Lost", "Found", "Reunited". */
  badge: string;
  whereLabel: string;
  where: string;
  whenLabel: string;
  when: string;
  /** 'phone' (a tel: link), 'message' (write to the poster), 'none' (the pet is home). */
  contact: 'phone' | 'message' | 'none';
  contactLabel: string;
  /** A tel: link, or for a message the sign-in page coming back here with the message open (`then=message`; a signed-in visitor gets the dialog). */
  contactHref: string;
}

type FactsOf = Pick<
  LostFoundPet,
  'id' | 'type' | 'status' | 'lastSeenLocation' | 'lastSeenDate' | 'contactPreference' | 'contactInfo'
>;

export function petFirstScreenFacts(pet: FactsOf): PetFirstScreenFacts {
  const lost = pet.type === 'lost';
  const resolved = pet.status === 'resolved';
  const phone = pet.contactPreference === 'phone' && pet.contactInfo ? pet.contactInfo : null;
  const contact = resolved ? 'none' : phone ? 'phone' : 'message';
  return {
    kind: resolved ? 'resolved' : pet.type,
    badge: resolved ? 'Reunited' : lost ? 'Lost' : 'Found',
    whereLabel: lost ? 'Last seen at' : 'Found at',
    where: pet.lastSeenLocation,
    whenLabel: lost ? 'Last seen on' : 'Found on',
    when: formatPetDate(pet.lastSeenDate) ?? 'Date not given',
    contact,
    contactLabel:
      contact === 'phone'
        ? `Call ${phone}`
        : contact === 'message'
          ? `Message the ${lost ? 'owner' : 'finder'}`
          : '',
    contactHref:
      contact === 'phone'
        ? telHref(phone!)
        : contact === 'message'
          ? authPathWithReturn('/login', `/lost-found/${pet.id}?then=message`)
          : '',
  };
}
