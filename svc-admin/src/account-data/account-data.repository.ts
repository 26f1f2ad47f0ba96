import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** SQL of account deletion on the admin side. */
@Injectable()
export class AccountDataRepository {
  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM rm_activity a USING user_profiles p WHERE p.user_id = $1 AND a.description = 'New member: ' || p.username || ' joined'`,
      [userId],
    );
    await manager.query('DELETE FROM reported_content WHERE reporter_id = $1', [userId]);
    await manager.query('DELETE FROM admin_roles WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM rm_pet_posts WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM suspensions WHERE user_id = $1', [userId]);
    // A takedown of their (now erased) content stays for the reports and audit rows naming it, without quoting them.
    await manager.query(`UPDATE takedowns SET author_id = NULL, title = 'Content of a deleted account' WHERE author_id = $1`, [userId]);
    // The audit trail keeps what an admin did, by id, but not the email of someone who left.
    await manager.query('UPDATE audit_log SET actor_email = NULL WHERE actor_id = $1', [userId]);
  }
}
