/**
 * What a pet page says on its first screen on a phone
 * (docs/decisions/0122-phone-first-the-pet-pages-first-screen.md): LOST/FOUND, where and when it was last seen,
 * and the primary way to reach the poster. One definition for both sides: the gateway writes it into the page's
 * HTML (its first screen) and the web app draws the same words, so nothing changes when the page loads. Plain
 * functions only (the browser bundles them).
 */
import type { LostFoundPet } from './entities';
import { authPathWithReturn } from '../shared/return-to';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';

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

const SPANISH_WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const SPANISH_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * A last-seen date for people. The form sends the chosen day as midnight UTC, so such values are shown
 * in UTC (otherwise a visitor west of Greenwich would see the day before); full timestamps in local time.
 * Spanish: "viernes, 20 de noviembre de 2026" / "20 nov 2026".
 */
export function formatPetDate(
  iso: string | null | undefined,
  style: 'short' | 'long' = 'long',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const utc = DATE_ONLY.test(iso);
  const [weekday, month, day, year] = utc
    ? [date.getUTCDay(), date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear()]
    : [date.getDay(), date.getMonth(), date.getDate(), date.getFullYear()];
  if (locale === 'es') {
    return style === 'long'
      ? `${SPANISH_WEEKDAYS[weekday]}, ${day} de ${SPANISH_MONTHS[month]} de ${year}`
      : `${day} ${SPANISH_MONTHS[month].slice(0, 3)} ${year}`;
  }
  return style === 'long'
    ? `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day}, ${year}`
    : `${MONTHS[month].slice(0, 3)} ${day}, ${year}`;
}

/** The first screen's words in each language (docs/i18n.md's glossary). */
const FACT_WORDS = {
  en: {
    reunited: 'Reunited',
    lost: 'Lost',
    found: 'Found',
    lastSeenAt: 'Last seen at',
    foundAt: 'Found at',
    lastSeenOn: 'Last seen on',
    foundOn: 'Found on',
    noDate: 'Date not given',
    call: (phone: string) => `Call ${phone}`,
    messageOwner: 'Message the owner',
    messageFinder: 'Message the finder',
  },
  es: {
    reunited: 'Reunido',
    lost: 'Perdido',
    found: 'Encontrado',
    lastSeenAt: 'Visto por última vez en',
    foundAt: 'Encontrado en',
    lastSeenOn: 'Visto por última vez el',
    foundOn: 'Encontrado el',
    noDate: 'Fecha no indicada',
    call: (phone: string) => `Llamar al ${phone}`,
    messageOwner: 'Escribir al dueño',
    messageFinder: 'Escribir a quien lo encontró',
  },
} satisfies Record<Locale, unknown>;

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

export function petFirstScreenFacts(pet: FactsOf, locale: Locale = DEFAULT_LOCALE): PetFirstScreenFacts {
  const words = FACT_WORDS[locale];
  const lost = pet.type === 'lost';
  const resolved = pet.status === 'resolved';
  const phone = pet.contactPreference === 'phone' && pet.contactInfo ? pet.contactInfo : null;
  const contact = resolved ? 'none' : phone ? 'phone' : 'message';
  return {
    kind: resolved ? 'resolved' : pet.type,
    badge: resolved ? words.reunited : lost ? words.lost : words.found,
    whereLabel: lost ? words.lastSeenAt : words.foundAt,
    where: pet.lastSeenLocation,
    whenLabel: lost ? words.lastSeenOn : words.foundOn,
    when: formatPetDate(pet.lastSeenDate, 'long', locale) ?? words.noDate,
    contact,
    contactLabel:
      contact === 'phone'
        ? words.call(phone!)
        : contact === 'message'
          ? lost
            ? words.messageOwner
            : words.messageFinder
          : '',
    contactHref:
      contact === 'phone'
        ? telHref(phone!)
        : contact === 'message'
          ? authPathWithReturn('/login', `/lost-found/${pet.id}?then=message`)
          : '',
  };
}
