import {
  BUSINESS_CATEGORY_LABELS,
  PRICE_RANGE_SYMBOLS,
  type BusinessCategory,
  type PriceRange,
} from '@pawpals/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Appointment times with two-digit hour and minute in the viewer's local time (SPEC §9): "09:05". */
export function formatTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Tue, Jun 3, 2025" in the viewer's local time. */
export function formatDay(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : dayFormat.format(d);
}

const stampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "Jun 3, 14:05": when a message was sent. */
export function formatStamp(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : stampFormat.format(d);
}

/** "Austin, TX", "Austin", "TX" or null. */
export function cityState(
  b: { city?: string | null; state?: string | null } | null | undefined,
): string | null {
  if (!b) return null;
  const parts = [b.city, b.state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** tel: link of a phone number: digits and a leading +, or null when there are not enough digits. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phone?.trim();
  if (!raw) return null;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

export function categoryLabel(category: BusinessCategory): string {
  return BUSINESS_CATEGORY_LABELS[category] ?? category;
}

/** "$$ · Moderate". */
export function priceRangeLabel(priceRange: PriceRange | null | undefined): string | null {
  if (!priceRange) return null;
  return `${PRICE_RANGE_SYMBOLS[priceRange]} · ${priceRange.charAt(0).toUpperCase()}${priceRange.slice(1)}`;
}

/** Average rating to one decimal (SPEC §9). */
export function formatRating(avgRating: number | string | null | undefined): string {
  const n = Number(avgRating ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

/** A website as an absolute http(s) link, else null. */
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

/** Initials for an avatar fallback. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
