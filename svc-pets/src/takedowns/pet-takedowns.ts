import { Controller, Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  SUBJECTS,
  type ContentRef,
  type DescribeContentsRequest,
  type ModeratedContent,
  type RpcRequest,
  type TakedownContentType,
} from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';

/** The table of each kind of content this service owns. */
const TABLES: Partial<Record<TakedownContentType, string>> = {
  lost_found_pet: 'lost_found_posts',
  sighting: 'sightings',
  pet_message: 'pet_messages',
};

const postTitle = (p: { type: string; species: string | null; petName: string | null }) =>
  `${p.type === 'lost' ? 'Lost' : 'Found'} ${p.species ?? 'pet'}${p.petName ? `: ${p.petName}` : ''}`;
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

interface DescribedRow {
  authorId: string;
  type: string;
  species: string | null;
  petName: string | null;
  link: string | null;
  /** A sighting's place and note, or a message's text. */
  extra?: string | null;
}

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

/**
 * Takedowns of posts, sightings and pet messages (issue 27): hidden on events.admin.content_taken_down
 * and shown again on takedown_restored (only the restore of the takedown that hid it), and named for
 * svc-admin when a moderator acts on them.
 */
@Injectable()
export class PetTakedowns implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.contentTakenDown, async ({ data }, manager) => {
      const table = TABLES[data.contentType];
      if (!table) return;
      await manager.query(`UPDATE ${table} SET removed_reason = $2, takedown_id = $3 WHERE id = $1`, [data.contentId, data.reason, data.takedownId]);
    });
    this.consumers.on(EVENTS.takedownRestored, async ({ data }, manager) => {
      const table = TABLES[data.contentType];
      if (!table) return;
      await manager.query(`UPDATE ${table} SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2`, [data.contentId, data.takedownId]);
    });
  }

  async describe(ref: ContentRef): Promise<ModeratedContent | null> {
    const sql = DESCRIBE_SQL[ref.contentType];
    if (!sql) return null;
    const [row]: DescribedRow[] = await this.dataSource.query(sql, [ref.contentId]);
    if (!row) return null;
    const post = postTitle(row);
    const title = ref.contentType === 'lost_found_pet' ? post : `${ref.contentType === 'sighting' ? 'Sighting' : 'Message'} about ${post}: “${excerpt(row.extra ?? '')}”`;
    return { ...ref, authorId: row.authorId, title, link: row.link };
  }
}

@Controller()
export class PetTakedownsController {
  constructor(
    private readonly takedowns: PetTakedowns,
    private readonly pets: LostFoundPetsService,
  ) {}

  @MessagePattern(SUBJECTS.pets.describeContents)
  describeContents(@Payload() req: RpcRequest<DescribeContentsRequest>) {
    return Promise.all(req.body.refs.map((ref) => this.takedowns.describe(ref)));
  }

  @MessagePattern(SUBJECTS.pets.countPendingPosts)
  async countPendingPosts() {
    return { count: await this.pets.countPendingLostFoundPets() };
  }
}
