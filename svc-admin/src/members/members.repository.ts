import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MemberRow {
  id: string;
  email: string;
  username: string;
  profilePicture: string | null;
  accountType: string;
  reviewsCount: number;
  postsCount: number;
  /** 'Pets helped': the member's posts that ended reunited. */
  petsFoundCount: number;
}

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
              (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id AND p.status = 'resolved')::int AS "petsFoundCount"
         FROM user_profiles u
        ORDER BY u.registered_at DESC
        LIMIT $1`,
      [limit],
    );
  }
}
