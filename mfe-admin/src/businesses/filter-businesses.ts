import type { AdminBusinessRow } from '@pawpals/contracts';
import { matchesSearch } from '../shared/search';

/** Search by name, city or owner's email, as the server's q does: what is shown narrows at once while the server is asked. */
export function filterBusinesses(rows: AdminBusinessRow[], query: string): AdminBusinessRow[] {
  return rows.filter((b) => matchesSearch(query, b.name, b.city, b.ownerEmail));
}
