import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** SQL of account deletion in this service. */
@Injectable()
export class AccountDataRepository {
  /** Their posts (with what hangs on them by foreign key: sightings, conversations, match notices), their sightings and the conversations they started. */
  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM lost_found_posts WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM sightings WHERE reporter_id = $1', [userId]);
    await manager.query('DELETE FROM pet_conversations WHERE visitor_id = $1', [userId]);
  }
}
