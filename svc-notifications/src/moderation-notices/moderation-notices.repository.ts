import { Injectable } from '@nestjs/common';
import type { Locale } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';
import { memberLocaleSql } from '../member-locales/member-locales.repository';

/** SQL of moderation notices: whom to write to. */
@Injectable()
export class ModerationNoticesRepository {
  /** The author's first name, current address (user_profiles projection) and language (member_locales), or undefined. */
  async authorOf(manager: EntityManager, userId: string): Promise<{ firstName: string; email: string; locale: Locale } | undefined> {
    const [author] = await manager.query(
      `SELECT p.first_name AS "firstName", p.email, ${memberLocaleSql('p.user_id')} AS locale FROM user_profiles p WHERE p.user_id = $1`,
      [userId],
    );
    return author;
  }
}
