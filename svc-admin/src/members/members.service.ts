import { Injectable } from '@nestjs/common';
import type { ResponseOf } from '@pawpals/contracts';
import { MembersRepository, type MemberRow } from './members.repository';

type Stats = Pick<MemberRow, 'accountType' | 'reviewsCount' | 'postsCount' | 'petsFoundCount'>;

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

/** How many members one answer lists. */
const MEMBER_LIST_LIMIT = 1000;

@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  /** Members newest first, with reviews count, pets helped and badges. */
  async listMembers(): Promise<ResponseOf<'listMembers'>> {
    const rows = await this.members.listNewestFirst(MEMBER_LIST_LIMIT);
    return rows.map(({ accountType, postsCount, suspensionReason, suspendedUntil, suspendedAt, ...member }) => ({
      ...member,
      badges: BADGE_RULES.filter((b) => b.earned({ accountType, postsCount, ...member })).map((b) => ({ name: b.name })),
      suspension:
        suspensionReason !== null && suspendedAt
          ? { userId: member.id, reason: suspensionReason, until: suspendedUntil?.toISOString() ?? null, suspendedAt: suspendedAt.toISOString() }
          : null,
    }));
  }
}
