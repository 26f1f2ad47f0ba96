import { Injectable } from '@nestjs/common';
import type { AdminUserListItem } from '@pawpals/contracts';
import { containsPattern, cursorTimestampSql } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { SUSPENSION_IN_FORCE } from '../suspensions/suspensions.repository';

/** A member as the list reads them: the contract's fields (petsFoundCount: their posts that ended reunited) and what badges and the suspension are made of. */
export type MemberRow = Omit<AdminUserListItem, 'badges' | 'suspension'> & {
  accountType: string;
  postsCount: number;
  suspensionReason: string | null;
  suspendedUntil: Date | null;
  suspendedAt: Date | null;
  /** registered_at to the microsecond, the first sort key of a cursor. */
  registeredAtKey: string;
};

/** SQL of the member list: user_profiles with their counts from the read model. */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of members, newest first (keyset on registered_at, user_id), optionally those whose email or
   * username holds `q` in any case (the trigram indexes of 1700000000790-member-search). `after` is the
   * previous page's last row's sort keys; `limit` rows at most.
   */
  listNewestFirst(filter: { q?: string }, after: [string, string] | undefined, limit: number): Promise<MemberRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const where: string[] = [];
    if (filter.q) {
      const pattern = param(containsPattern(filter.q));
      where.push(`(lower(u.email) LIKE ${pattern} OR lower(u.username) LIKE ${pattern})`);
    }
    if (after) where.push(`(u.registered_at, u.user_id) < (${param(after[0])}::timestamptz, ${param(after[1])}::uuid)`);
    return this.dataSource.query(
      `SELECT u.user_id AS id, u.email, u.username, u.profile_image_url AS "profilePicture",
              u.account_type AS "accountType", ${cursorTimestampSql('u.registered_at')} AS "registeredAtKey",
              (SELECT count(*) FROM rm_reviews r WHERE r.user_id = u.user_id)::int AS "reviewsCount",
              (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id)::int AS "postsCount",
              (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id AND p.status = 'resolved')::int AS "petsFoundCount",
              s.reason AS "suspensionReason", s.until AS "suspendedUntil", s.suspended_at AS "suspendedAt"
         FROM user_profiles u
         LEFT JOIN suspensions s ON s.user_id = u.user_id AND ${SUSPENSION_IN_FORCE}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY u.registered_at DESC, u.user_id DESC
        LIMIT ${param(limit)}`,
      params,
    );
  }
}
