import { Injectable } from '@nestjs/common';
import type { ContentRef, ContentTakedownChanged, ModeratedContent, TakedownContentType } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { LostFoundPetRow } from '../lost-found-pets/lost-found-pet';

/** The table of each kind of content this service owns. */
const TABLES: Partial<Record<TakedownContentType, string>> = {
  lost_found_pet: 'lost_found_posts',
  sighting: 'sightings',
  pet_message: 'pet_messages',
};

/** A piece of content with the post it hangs on. */
export type DescribedContent = Pick<ModeratedContent, 'authorId' | 'link'> &
  Pick<LostFoundPetRow, 'type' | 'species' | 'petName'> & {
    /** A sighting's place and note, or a message's text. */
    extra?: string | null;
  };

/** Who wrote each kind of content, the post it hangs on and where it shows. */
const DESCRIBE_SQL: Partial<Record<TakedownContentType, string>> = {
  lost_found_pet: `SELECT user_id AS "authorId", type, species, pet_name AS "petName", '/lost-found/' || id AS link FROM lost_found_posts WHERE id = $1`,
  sighting: `SELECT s.reporter_id AS "authorId", p.type, p.species, p.pet_name AS "petName", '/lost-found/' || p.id AS link,
      s.location || coalesce(' — ' || s.note, '') AS extra
    FROM sightings s JOIN lost_found_posts p ON p.id = s.post_id WHERE s.id = $1`,
  // A private message has no public page to open.
  pet_message: `SELECT CASE WHEN m.sender_role = 'poster' THEN c.poster_id ELSE c.visitor_id END AS "authorId",
      p.type, p.species, p.pet_name AS "petName", NULL AS link, m.message AS extra
    FROM pet_messages m JOIN pet_conversations c ON c.id = m.conversation_id JOIN lost_found_posts p ON p.id = c.post_id WHERE m.id = $1`,
};

type Takedown = Pick<ContentTakedownChanged, 'contentType' | 'contentId' | 'takedownId' | 'reason'>;

/** SQL of takedowns in this service: hiding and showing again posts, sightings and pet messages, and naming them. */
@Injectable()
export class TakedownsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async hide(manager: EntityManager, t: Takedown): Promise<void> {
    const table = TABLES[t.contentType];
    if (!table) return;
    await manager.query(`UPDATE ${table} SET removed_reason = $2, takedown_id = $3 WHERE id = $1`, [t.contentId, t.reason, t.takedownId]);
  }

  /** Shows the content again, only when the takedown restored is the one that hid it. */
  async restore(manager: EntityManager, t: Omit<Takedown, 'reason'>): Promise<void> {
    const table = TABLES[t.contentType];
    if (!table) return;
    await manager.query(`UPDATE ${table} SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2`, [t.contentId, t.takedownId]);
  }

  /** The content and its post, or undefined when this service has no such content. */
  async describe(ref: ContentRef): Promise<DescribedContent | undefined> {
    const sql = DESCRIBE_SQL[ref.contentType];
    if (!sql) return undefined;
    const [row] = await this.dataSource.query(sql, [ref.contentId]);
    return row;
  }
}
