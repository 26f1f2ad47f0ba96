import { Injectable } from '@nestjs/common';
import type { Locale } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';
import { memberLocaleSql } from '../member-locales/member-locales.repository';

/** SQL of account deletion in this service. */
@Injectable()
export class AccountDataRepository {
  /**
   * The member's notifications, reminders and alert area go, and `anonymous` replaces their name in the
   * notifications other people got about what they did (found through about_user_id, with the name still
   * in user_profiles — the common eraser drops that row afterwards), in each recipient's language.
   */
  async eraseMember(manager: EntityManager, userId: string, anonymous: Record<Locale, string>): Promise<void> {
    const word = `(CASE WHEN ${memberLocaleSql('n.user_id')} = 'es' THEN $3 ELSE $2 END)`;
    const scrub = (column: string) => `replace(replace(replace(${column}, p.first_name || ' ' || p.last_name, ${word}), p.first_name, ${word}), p.username, ${word})`;
    await manager.query(
      `UPDATE notifications n SET title = ${scrub('n.title')}, message = ${scrub('n.message')}
       FROM user_profiles p WHERE p.user_id = $1 AND n.about_user_id = $1`,
      [userId, anonymous.en, anonymous.es],
    );
    await manager.query('UPDATE notifications SET about_user_id = NULL WHERE about_user_id = $1', [userId]);
    await manager.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM appointment_reminders WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM alert_areas WHERE user_id = $1', [userId]);
  }
}
