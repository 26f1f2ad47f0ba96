import type { AdminBusinessRow } from '@pawpals/contracts';
import { matchesSearch } from '../shared/search';

/** Search by name or city. */
export function filterBusinesses(rows: AdminBusinessRow[], query: string): AdminBusinessRow[] {
  return rows.filter((b) => matchesSearch(query, b.name, b.city));
}
