import { Injectable } from '@nestjs/common';
import { EVENTS, LIMITS, type PetMatch } from '@pawpals/contracts';
import type { EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { toLostFoundPet, type LostFoundPetEntity } from '../lost-found-pets/lost-found-pet.entity';
import { LostFoundPetsRepository } from '../lost-found-pets/lost-found-pets.repository';
import { MATCH_CANDIDATE_RADIUS_MILES, MATCH_NOTIFY_THRESHOLD, scoreMatch, type MatchScore } from './match-scoring';

/** How many candidates one post is scored against (the newest that pass the SQL prefilter). */
const CANDIDATES_SCORED = 500;

interface ScoredMatch extends MatchScore {
  other: LostFoundPetEntity;
}

/**
 * Match suggestions: posts of the other type that may be the same pet. The database narrows the
 * candidates (type, species, dates, a box around the place); scoreMatch ranks them.
 */
@Injectable()
export class MatchesService {
  constructor(private readonly posts: LostFoundPetsRepository) {}

  /** The best matches of a post, best first (the caller has checked who may see them). */
  async listLostFoundPetMatches(post: LostFoundPetEntity, viewerId: string): Promise<PetMatch[]> {
    const ranked = await this.rank(post);
    return ranked.slice(0, LIMITS.petMatchesMax).map(({ other, score, distanceMiles, reasons }) => ({
      pet: toLostFoundPet(other, viewerId),
      score,
      distanceMiles,
      reasons,
    }));
  }

  /**
   * On approval: every earlier post this one matches at or above the threshold is told once per pair
   * (pet_match_notices' key), through an event in the approval's own transaction.
   */
  async announceMatchesOf(manager: EntityManager, events: EventSink, approved: LostFoundPetEntity): Promise<void> {
    for (const { other, score, distanceMiles, reasons } of await this.rank(approved)) {
      if (score < MATCH_NOTIFY_THRESHOLD) break;
      if (other.userId === approved.userId) continue;
      const [lost, found] = approved.type === 'lost' ? [approved, other] : [other, approved];
      const inserted: unknown[] = await manager.query(
        `INSERT INTO pet_match_notices (lost_post_id, found_post_id, score) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [lost.id, found.id, score],
      );
      if (!inserted.length) continue;
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

  private async rank(post: LostFoundPetEntity): Promise<ScoredMatch[]> {
    const window =
      post.type === 'lost'
        ? { fromDays: -1, toDays: LIMITS.petMatchWindowDays }
        : { fromDays: -LIMITS.petMatchWindowDays, toDays: 1 };
    const candidates = await this.posts.matchCandidates(post, window, MATCH_CANDIDATE_RADIUS_MILES, CANDIDATES_SCORED);
    const scored: ScoredMatch[] = [];
    for (const other of candidates) {
      const [lost, found] = post.type === 'lost' ? [post, other] : [other, post];
      const match = scoreMatch(lost, found);
      if (match) scored.push({ other, ...match });
    }
    return scored.sort((a, b) => b.score - a.score || b.other.createdAt.getTime() - a.other.createdAt.getTime());
  }
}
