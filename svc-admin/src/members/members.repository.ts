import { Injectable } from '@nestjs/common';
import type { AdminUserListItem } from '@pawpals/contracts';
import { DataSource } from 'typeorm';
import { SUSPENSION_IN_FORCE } from '../suspensions/suspensions.repository';

/** A member as the list reads them: the contract's fields (petsFoundCount: their posts that ended reunited) and what badges and the suspension are made of. */
export type MemberRow = Omit<AdminUserListItem, 'badges' | 'suspension'> & {
  accountType: string;
  postsCount: number;
  suspensionReason: string | null;
  suspendedUntil: Date | null;
  suspendedAt: Date | null;
};

/** SQL of the member list: user_profiles with their counts from the read model. */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  listNewestFirst(limit: number): Promise<MemberRow[]> {
    return this.dataSource.query(
      `SELECT u.user_id AS id, u.email, u.username, u.profile_image_url AS "profilePicture",
              u.account_type AS "accountType",
              (SELECT count(*) FROM rm_reviews r WHERE r.user_id = u.user_id)::int AS "reviewsCount",
              (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id)::int AS "postsCount",
              (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id AND p.status = 'resolved')::int AS "petsFoundCount",
              s.reason AS "suspensionReason", s.until AS "suspendedUntil", s.suspended_at AS "suspendedAt"
         FROM user_profiles u
         LEFT JOIN suspensions s ON s.user_id = u.user_id AND ${SUSPENSION_IN_FORCE}
        ORDER BY u.registered_at DESC
        LIMIT $1`,
      [limit],
    );
  }
}
