import type { AdminUserListItem } from '@pawpals/contracts';
import { matchesSearch } from '../shared/search';

/** Search by email or username, as the server's q does: what is shown narrows at once while the server is asked. */
export function filterMembers(rows: AdminUserListItem[], query: string): AdminUserListItem[] {
  return rows.filter((u) => matchesSearch(query, u.email, u.username));
}

/** What the list shows as the member's name: the username, or the email when there is none. */
export function displayName(u: Pick<AdminUserListItem, 'username' | 'email'>): string {
  return u.username || u.email;
}
