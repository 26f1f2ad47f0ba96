import { LIMITS, type PlaceSearchRequest } from '@pawpals/contracts';

export type ImportCategory = PlaceSearchRequest['category'];

/** The category choices of the import search, in this order. */
export const IMPORT_CATEGORY_OPTIONS: { value: ImportCategory; label: string }[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'groomer', label: 'Groomer' },
  { value: 'pet_store', label: 'Pet Store' },
  { value: 'veterinarian', label: 'Veterinarian' },
  { value: 'park', label: 'Park' },
];

export interface ImportSearchForm {
  city: string;
  state: string;
  category: ImportCategory;
  /** As typed in the number field. */
  limit: string;
}

/** Defaults: Miami, FL, all, 20. */
export const IMPORT_SEARCH_DEFAULTS: ImportSearchForm = { city: 'Miami', state: 'FL', category: 'all', limit: String(LIMITS.importLimitDefault) };

/** Results limit: 20 when not a number; otherwise a whole number kept within 1–60. */
export function parseLimit(raw: string | number | null | undefined): number {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const n = text === '' || text === null || text === undefined ? NaN : Number(text);
  if (!Number.isFinite(n)) return LIMITS.importLimitDefault;
  return Math.min(LIMITS.importLimitMax, Math.max(LIMITS.importLimitMin, Math.trunc(n)));
}

/** The search button needs a city and a state. */
export function canSearch(form: Pick<ImportSearchForm, 'city' | 'state'>): boolean {
  return form.city.trim().length > 0 && form.state.trim().length > 0;
}

export function toSearchRequest(form: ImportSearchForm): PlaceSearchRequest {
  return {
    city: form.city.trim(),
    state: form.state.trim().toUpperCase().slice(0, LIMITS.stateCodeLength),
    category: form.category,
    limit: parseLimit(form.limit),
  };
}
