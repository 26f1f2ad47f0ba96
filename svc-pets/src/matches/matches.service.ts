import { Injectable } from '@nestjs/common';
import { EVENTS, LIMITS, notFound, type Actor, type MatchFeedback, type MatchVerdict, type PetMatch } from '@pawpals/contracts';
import type { EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { toLostFoundPet, type LostFoundPetRow, type PostReader } from '../lost-found-pets/lost-found-pet';
import { MATCH_CANDIDATE_RADIUS_MILES, scoreMatch, type MatchScore } from './match-scoring';
import { MatchesRepository, type MatchWindow } from './matches.repository';

export const MATCH_NOT_FOUND = 'Possible match not found';

/** How many candidates one post is scored against (the newest that pass the SQL prefilter). */
const CANDIDATES_SCORED = 500;

interface ScoredMatch extends MatchScore {
  other: LostFoundPetRow;
}

/**
 * Match suggestions: posts of the other type that may be the same pet. The database narrows the
 * candidates (type, species, dates, a box around the place); scoreMatch ranks them.
 */
@Injectable()
export class MatchesService {
  constructor(private readonly matches: MatchesRepository) {}

  /** The best matches of a post, best first (the caller has checked who may see them). */
  async listLostFoundPetMatches(post: LostFoundPetRow, reader: PostReader): Promise<PetMatch[]> {
    const [ranked, mine] = await Promise.all([this.rank(post), this.matches.claimedBy(post.id)]);
    return ranked.slice(0, LIMITS.petMatchesMax).map(({ other, score, distanceMiles, reasons }) => ({
      pet: toLostFoundPet(other, reader),
      score,
      distanceMiles,
      reasons,
      mine: mine.has(other.id),
    }));
  }

  /**
   * The poster of `post` answers about `other`, a post of the other type: "mine" or "not_mine" (then the
   * pair is never suggested to either poster or announced again). Anything else than a live post of the
   * other type is not a possible match: 404.
   */
  async answer(post: LostFoundPetRow, otherId: string, actor: Actor, verdict: MatchVerdict): Promise<MatchFeedback> {
    const other = await this.matches.findLivePost(otherId);
    if (!other || other.type === post.type || other.approvalStatus !== 'approved' || other.removedReason) throw notFound(MATCH_NOT_FOUND);
    const [lost, found] = post.type === 'lost' ? [post, other] : [other, post];
    const score = scoreMatch(lost, found)?.score ?? null;
    return this.matches.saveFeedback({ postId: post.id, otherPostId: other.id, userId: actor.userId, verdict, score });
  }

  /**
   * On approval: every earlier post this one matches in the confident band is told once per pair
   * (pet_match_notices' key), through an event in the approval's own transaction.
   */
  async announceMatchesOf(manager: EntityManager, events: EventSink, approved: LostFoundPetRow): Promise<void> {
    await this.matches.lockAnnouncements(manager);
    for (const { other, score, distanceMiles, reasons } of await this.rank(approved)) {
      if (score < LIMITS.confidentMatchScore) break;
      if (other.userId === approved.userId) continue;
      const [lost, found] = approved.type === 'lost' ? [approved, other] : [other, approved];
      if (!(await this.matches.recordMatchNotice(manager, { lostPostId: lost.id, foundPostId: found.id, score }))) continue;
      events.emit(EVENTS.petMatchFound, {
        postId: other.id,
        posterId: other.userId,
        petName: other.petName,
        type: other.type,
        species: other.species,
        matchedPostId: approved.id,
        score,
        distanceMiles,
        reasons,
      });
    }
  }

  private async rank(post: LostFoundPetRow): Promise<ScoredMatch[]> {
    // Found from a day before the lost date (people misremember by a day) to petMatchWindowDays after.
    const window: MatchWindow =
      post.type === 'lost'
        ? { fromDays: -1, toDays: LIMITS.petMatchWindowDays }
        : { fromDays: -LIMITS.petMatchWindowDays, toDays: 1 };
    const candidates = await this.matches.matchCandidates(post, window, MATCH_CANDIDATE_RADIUS_MILES, CANDIDATES_SCORED);
    const scored: ScoredMatch[] = [];
    for (const other of candidates) {
      const [lost, found] = post.type === 'lost' ? [post, other] : [other, post];
      const match = scoreMatch(lost, found);
      if (match) scored.push({ other, ...match });
    }
    return scored.sort((a, b) => b.score - a.score || b.other.createdAt.getTime() - a.other.createdAt.getTime());
  }
}
