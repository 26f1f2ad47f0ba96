/**
 * What of a place anyone but the person who gave it may see (docs/product.md#pet-pages): a pin to 3 decimals
 * (about 110 m north–south, a block rather than a house) and a typed address without its house or unit
 * number.
 */
export const PUBLIC_COORDINATE_DECIMALS = 3;
const STEP = 10 ** PUBLIC_COORDINATE_DECIMALS;

/** A coordinate as the public sees it (halves away from zero, as Postgres rounds). */
export const publicCoordinate = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * STEP)) / STEP || 0;

/** The same rounding of a SQL column, so distances and radius filters are measured from the shown pin, not the stored one. */
export const publicCoordinateSql = (column: string): string => `round(CAST(${column} AS numeric), ${PUBLIC_COORDINATE_DECIMALS})::float8`;

/** How far a shown pin can be from the stored one (half a step in latitude and in longitude): widen a box on stored pins by this. */
export const PUBLIC_PIN_SHIFT_MILES = 0.05;

const UNIT_PART = /^(?:apt|apartment|unit|suite|flat|room|floor|#)\.?\s*#?\s*[\w-]+$/i;
const TRAILING_UNIT = /\s+(?:apt|apartment|unit|suite|#)\.?\s*#?\s*[\w-]+$/i;
/** "1234 ", "12B ", "12-14 " at the start of a part, after an optional "near", "by", "outside"… */
const HOUSE_NUMBER = /^((?:near|by|at|outside|opposite|behind|across from|in front of)\s+)?\d+[a-z]?(?:[-/]\d+[a-z]?)?\s+(?=\D)/i;
export const PLACE_HIDDEN = 'Exact place shown to the poster only';

/**
 * A typed address as the public sees it: each comma-separated part loses a leading house number and a
 * unit ("Apt 4B", "#12"), so "1234 Elm St, Apt 5, Austin" reads "Elm St, Austin". Street, landmark, city
 * and ZIP stay: enough to know where to look, not which door.
 */
export function coarsePlaceText(text: string): string {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !UNIT_PART.test(part))
    .map((part) => part.replace(HOUSE_NUMBER, '$1').replace(TRAILING_UNIT, '').trim())
    .filter((part) => part && !/^\d+[a-z]?$/i.test(part));
  return parts.join(', ') || PLACE_HIDDEN;
}
