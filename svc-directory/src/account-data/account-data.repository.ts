import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** SQL of account deletion in the directory. */
@Injectable()
export class AccountDataRepository {
  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM favorites WHERE user_id = $1', [userId]);
    // Their helpful marks go, and the counts they made with them.
    await manager.query(
      `UPDATE reviews r SET helpful_count = helpful_count - 1 FROM review_helpful_marks m WHERE m.review_id = r.id AND m.user_id = $1`,
      [userId],
    );
    await manager.query('DELETE FROM review_helpful_marks WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM appointments WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM inquiry_conversations WHERE customer_id = $1', [userId]);
    await manager.query('UPDATE businesses SET owner_id = NULL, unlisted_at = now() WHERE owner_id = $1', [userId]);
  }
}
