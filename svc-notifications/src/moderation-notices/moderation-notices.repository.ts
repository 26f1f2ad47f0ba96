import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** SQL of moderation notices: whom to write to. */
@Injectable()
export class ModerationNoticesRepository {
  /** The author's first name and current address from the user_profiles projection, or undefined. */
  async authorOf(manager: EntityManager, userId: string): Promise<{ firstName: string; email: string } | undefined> {
    const [author] = await manager.query('SELECT first_name AS "firstName", email FROM user_profiles WHERE user_id = $1', [userId]);
    return author;
  }
}
