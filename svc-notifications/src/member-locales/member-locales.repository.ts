import { isLocale, type Locale } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The member_locales projection's SQL (docs/decisions/0151-server-speaks-spanish.md): each member's language,
 * kept from identity's events ('en' for a member without a row).
 */
export async function memberLocaleOf(manager: EntityManager, userId: string | null | undefined): Promise<Locale> {
  if (!userId) return 'en';
  const [row] = await manager.query('SELECT locale FROM member_locales WHERE user_id = $1', [userId]);
  return isLocale(row?.locale) ? row.locale : 'en';
}

/**
 * SQL that reads a member's language where `userIdSql` names them ('en' without a row), for the other
 * repositories' statements. `userIdSql` must be qualified by its table's alias (`p.user_id`): a bare `user_id`
 * would name member_locales' own column.
 */
export const memberLocaleSql = (userIdSql: string) => `coalesce((SELECT ml.locale FROM member_locales ml WHERE ml.user_id = ${userIdSql}), 'en')`;

export async function keepMemberLocale(manager: EntityManager, userId: string, locale: Locale): Promise<void> {
  await manager.query('INSERT INTO member_locales (user_id, locale) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET locale = $2', [userId, locale]);
}

export async function eraseMemberLocale(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('DELETE FROM member_locales WHERE user_id = $1', [userId]);
}
