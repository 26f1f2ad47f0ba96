import { Injectable } from '@nestjs/common';
import { decodeCursor, pageLimitOf, pageOf, type ParsedQueryOf, type ServiceAnswerOf } from '@pawpals/contracts';
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

/** The member list's cursors: newest first, by (registered_at, user_id). */
const MEMBERS_NEWEST = { name: 'listMembers:newest', keys: ['timestamp', 'uuid'] } as const;

@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  /** Members newest first, optionally searched by email or username, with reviews count, pets helped and badges; one page at a time. */
  async listMembers(query: ParsedQueryOf<'listMembers'>): Promise<ServiceAnswerOf<'listMembers'>> {
    const after = query.cursor ? (decodeCursor(query.cursor, MEMBERS_NEWEST.name, MEMBERS_NEWEST.keys) as [string, string]) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.members.listNewestFirst({ q: query.q }, after, limit + 1);
    return pageOf(
      rows,
      limit,
      MEMBERS_NEWEST.name,
      (row) => [row.registeredAtKey, row.id],
      ({ accountType, postsCount, suspensionReason, suspendedUntil, suspendedAt, registeredAtKey: _key, ...member }) => ({
        ...member,
        badges: BADGE_RULES.filter((b) => b.earned({ accountType, postsCount, ...member })).map((b) => ({ name: b.name })),
        suspension:
          suspensionReason !== null && suspendedAt
            ? { userId: member.id, reason: suspensionReason, until: suspendedUntil?.toISOString() ?? null, suspendedAt: suspendedAt.toISOString() }
            : null,
      }),
    );
  }
}
