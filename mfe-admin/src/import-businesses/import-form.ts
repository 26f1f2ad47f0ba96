import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { LIMITS, type PlaceSearchRequest } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

export type ImportCategory = PlaceSearchRequest['category'];

const categoryLabels = defineMessages({
  all: { id: 'admin.import.allCategories', defaultMessage: 'All Categories' },
  groomer: { id: 'admin.category.groomer', defaultMessage: 'Groomer' },
  pet_store: { id: 'admin.category.petStore', defaultMessage: 'Pet Store' },
  veterinarian: { id: 'admin.category.veterinarian', defaultMessage: 'Veterinarian' },
  park: { id: 'admin.category.park', defaultMessage: 'Park' },
}) satisfies Record<ImportCategory, MessageDescriptor>;

/** The category choices of the import search, in this order. */
export const IMPORT_CATEGORY_OPTIONS: { value: ImportCategory; label: MessageDescriptor }[] = [
  { value: 'all', label: categoryLabels.all },
  { value: 'groomer', label: categoryLabels.groomer },
  { value: 'pet_store', label: categoryLabels.pet_store },
  { value: 'veterinarian', label: categoryLabels.veterinarian },
  { value: 'park', label: categoryLabels.park },
];

/** The category choices with their words in the page's language. */
export function importCategoryOptions(intl: IntlShape = englishIntl): { value: ImportCategory; label: string }[] {
  return IMPORT_CATEGORY_OPTIONS.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }));
}

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
