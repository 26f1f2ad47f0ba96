import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type AdminUserListItem, type RpcRequest } from '@pawpals/contracts';
import { DataSource } from 'typeorm';
import { requireAdmin } from '../admin-guard';

/**
 * Badges, computed from the read model (documented in the README):
 * Business Owner (signed up as one), Reviewer (1+ review), Top Reviewer (5+ reviews),
 * Community Helper (posted a lost or found pet), Pet Hero (1+ pet helped home).
 */
export const BADGE_RULES: { name: string; earned: (u: Stats) => boolean }[] = [
  { name: 'Business Owner', earned: (u) => u.accountType === 'business_owner' },
  { name: 'Top Reviewer', earned: (u) => u.reviewsCount >= 5 },
  { name: 'Reviewer', earned: (u) => u.reviewsCount >= 1 && u.reviewsCount < 5 },
  { name: 'Community Helper', earned: (u) => u.postsCount >= 1 },
  { name: 'Pet Hero', earned: (u) => u.petsFoundCount >= 1 },
];

interface Stats {
  accountType: string;
  reviewsCount: number;
  postsCount: number;
  petsFoundCount: number;
}

@Controller()
export class UsersController {
  constructor(private readonly dataSource: DataSource) {}

  /** Members newest first; `petsFoundCount` ('pets helped') counts the member's posts that ended reunited. */
  @MessagePattern(SUBJECTS.admin.listMembers)
  async list(@Payload() req: RpcRequest): Promise<AdminUserListItem[]> {
    requireAdmin(req);
    const rows: (Stats & { id: string; email: string; username: string; profilePicture: string | null })[] =
      await this.dataSource.query(`
        SELECT u.user_id AS id, u.email, u.username, u.profile_image_url AS "profilePicture",
               u.account_type AS "accountType",
               (SELECT count(*) FROM rm_reviews r WHERE r.user_id = u.user_id)::int AS "reviewsCount",
               (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id)::int AS "postsCount",
               (SELECT count(*) FROM rm_pet_posts p WHERE p.user_id = u.user_id AND p.status = 'resolved')::int AS "petsFoundCount"
          FROM user_profiles u
         ORDER BY u.registered_at DESC
         LIMIT 1000`);
    return rows.map(({ accountType: _a, postsCount: _p, ...u }) => ({
      ...u,
      badges: BADGE_RULES.filter((b) => b.earned({ accountType: _a, postsCount: _p, ...u })).map((b) => ({ name: b.name })),
    }));
  }
}
