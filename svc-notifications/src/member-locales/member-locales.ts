import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS, isLocale, type Locale } from '@pawpals/contracts';
import { AccountErasure, EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';

/**
 * The member_locales projection (docs/decisions/0151-server-speaks-spanish.md): each member's language, kept
 * from identity's events. A table of its own rather than a column of the shared user_profiles projection,
 * so the other services' projections stay as they are and the two consumers need no order between them.
 */
export async function memberLocaleOf(manager: EntityManager, userId: string | null | undefined): Promise<Locale> {
  if (!userId) return 'en';
  const [row] = await manager.query('SELECT locale FROM member_locales WHERE user_id = $1', [userId]);
  return isLocale(row?.locale) ? row.locale : 'en';
}

/**
 * SQL that reads a member's language where `userIdSql` names them ('en' without a row). `userIdSql` must be
 * qualified by its table's alias (`p.user_id`): a bare `user_id` would name member_locales' own column.
 */
export const memberLocaleSql = (userIdSql: string) => `coalesce((SELECT ml.locale FROM member_locales ml WHERE ml.user_id = ${userIdSql}), 'en')`;

@Injectable()
class MemberLocalesProjection implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly erasure: AccountErasure,
  ) {}

  onModuleInit() {
    const keep = async (manager: EntityManager, userId: string, locale: unknown) => {
      // Events older than the language say nothing: the member stays as they are.
      if (!isLocale(locale)) return;
      await manager.query(
        'INSERT INTO member_locales (user_id, locale) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET locale = $2',
        [userId, locale],
      );
    };
    this.consumers.on(EVENTS.userRegistered, ({ data }, manager) => keep(manager, data.userId, data.locale), { purpose: 'member_locales' });
    this.consumers.on(EVENTS.profileUpdated, ({ data }, manager) => keep(manager, data.userId, data.locale), { purpose: 'member_locales' });
    this.erasure.register((manager, userId) => manager.query('DELETE FROM member_locales WHERE user_id = $1', [userId]));
  }
}

@Module({ providers: [MemberLocalesProjection] })
export class MemberLocalesModule {}
