import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import { PRICE_RANGE_SYMBOLS, type BusinessCategory, type PriceRange } from '@pawpals/contracts';
import { englishIntl as ENGLISH_INTL } from '../i18n/intl';

// The functions below take the page's `intl` (useIntl()); without it they speak English.
const messages = defineMessages<{
  readonly groomer: NoMessageValues;
  readonly petStore: NoMessageValues;
  readonly park: NoMessageValues;
  readonly veterinarian: NoMessageValues;
  readonly budget: NoMessageValues;
  readonly moderate: NoMessageValues;
  readonly premium: NoMessageValues;
  readonly miles: { readonly miles: MessageValue };
  readonly underTenth: { readonly miles: MessageValue };
  readonly away: { readonly miles: MessageValue };
}>({
  groomer: { id: 'ui.category.groomer', defaultMessage: 'Groomer' },
  petStore: { id: 'ui.category.petStore', defaultMessage: 'Pet Store' },
  park: { id: 'ui.category.park', defaultMessage: 'Park' },
  veterinarian: { id: 'ui.category.veterinarian', defaultMessage: 'Veterinarian' },
  budget: { id: 'ui.priceRange.budget', defaultMessage: 'Budget' },
  moderate: { id: 'ui.priceRange.moderate', defaultMessage: 'Moderate' },
  premium: { id: 'ui.priceRange.premium', defaultMessage: 'Premium' },
  miles: { id: 'ui.distance.miles', defaultMessage: '{miles} mi' },
  underTenth: { id: 'ui.distance.underTenth', defaultMessage: '< {miles} mi' },
  away: { id: 'ui.distance.away', defaultMessage: '{miles} mi away' },
});

const CATEGORY_MESSAGES = {
  groomer: messages.groomer,
  pet_store: messages.petStore,
  park: messages.park,
  veterinarian: messages.veterinarian,
} as const;

const PRICE_RANGE_MESSAGES = { budget: messages.budget, moderate: messages.moderate, premium: messages.premium } as const;

/**
 * `n` to one decimal in the page's language ("4.3", "4,3"), rounded as toFixed rounds (4.35 → "4.3", where
 * Intl alone would say "4.4"), so English reads as it always has.
 */
function oneDecimal(n: number, intl: IntlShape): string {
  return intl.formatNumber(Number(n.toFixed(1)), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Average rating to one decimal (docs/product.md#numbers-and-limits): 4 → "4.0", 4.25 → "4.3". */
export function formatRating(avgRating: number | string | null | undefined, intl: IntlShape = ENGLISH_INTL): string {
  const n = Number(avgRating ?? 0);
  return oneDecimal(Number.isFinite(n) ? n : 0, intl);
}

/** A category in words: "Groomer", "Pet Store". */
export function categoryLabel(category: BusinessCategory, intl: IntlShape = ENGLISH_INTL): string {
  const message = CATEGORY_MESSAGES[category];
  return message ? intl.formatMessage(message) : category;
}

/** A price range's name: "Budget", "Moderate", "Premium". */
export function priceRangeName(priceRange: PriceRange, intl: IntlShape = ENGLISH_INTL): string {
  const message = PRICE_RANGE_MESSAGES[priceRange];
  return message ? intl.formatMessage(message) : `${priceRange.charAt(0).toUpperCase()}${priceRange.slice(1)}`;
}

/** "$$ · Moderate" style label of a price range. */
export function priceRangeLabel(priceRange: PriceRange | null | undefined, intl: IntlShape = ENGLISH_INTL): string | null {
  return priceRange ? `${PRICE_RANGE_SYMBOLS[priceRange]} · ${priceRangeName(priceRange, intl)}` : null;
}

/** "Austin, TX", "Austin", "TX" or null. */
export function cityState(
  b: { city?: string | null; state?: string | null } | null | undefined,
): string | null {
  if (!b) return null;
  const parts = [b.city, b.state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A website as an absolute link: owners often type "www.example.com". Anything but http(s) is refused. */
export function websiteHref(url: string | null | undefined): string | null {
  const raw = url?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** tel: link of a phone number: digits and a leading +, or null when there are not enough digits. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phone?.trim();
  if (!raw) return null;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

/** Miles as a number: one decimal under 10, whole miles from 10 (no thousands separator: "1234"). */
function milesNumber(miles: number, intl: IntlShape): string {
  return miles < 10 ? oneDecimal(miles, intl) : intl.formatNumber(Math.round(miles), { useGrouping: false });
}

/** "0.4 mi", "3.2 mi", "12 mi", "< 0.1 mi". */
export function formatDistance(miles: number, intl: IntlShape = ENGLISH_INTL): string {
  if (miles < 0.1) return intl.formatMessage(messages.underTenth, { miles: oneDecimal(0.1, intl) });
  return intl.formatMessage(messages.miles, { miles: milesNumber(miles, intl) });
}

/** How far a pet or a vet is from a near-me place: "0.4 mi away", "12 mi away". */
export function distanceText(miles: number | undefined | null, intl: IntlShape = ENGLISH_INTL): string | null {
  if (miles == null) return null;
  return intl.formatMessage(messages.away, { miles: milesNumber(miles, intl) });
}
