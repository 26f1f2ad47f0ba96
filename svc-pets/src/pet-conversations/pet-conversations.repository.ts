import { Injectable } from '@nestjs/common';
import type { CursorKey, PetConversation, PetConversationRole, PetMessage } from '@pawpals/contracts';
import { cursorTimestampSql } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LostFoundPetRow } from '../lost-found-pets/lost-found-pet';

/** A conversation with its two sides and its post (its removedReason set while a moderator has it down), as a reply needs it. */
export type ConversationSides = Pick<LostFoundPetRow, 'petName' | 'type' | 'removedReason'> & {
  id: string;
  postId: string;
  posterId: string;
  visitorId: string;
};

export type NewPetMessage = Pick<PetMessage, 'conversationId' | 'senderRole' | 'senderFirstName' | 'message'>;

type MessageRow = Omit<PetMessage, 'createdAt' | 'removedReason'> & { createdAt: Date; removedReason?: string | null };
type ConversationRow = Omit<PetConversation, 'lastMessageAt' | 'messages'> & { lastMessageAt: Date };

/** A conversation with the sort keys of its place in the list (last_message_at, id). */
export interface PetConversationPageRow {
  conversation: PetConversation;
  sortKeys: CursorKey[];
}

/** isRead from the reader's side: their own messages are always read. */
const messageColumns = (reader: string) => `m.id, m.conversation_id AS "conversationId", m.sender_role AS "senderRole",
  m.sender_first_name AS "senderFirstName", m.message, m.created_at AS "createdAt",
  CASE WHEN m.sender_role = ${reader} OR m.is_read THEN 1 ELSE 0 END AS "isRead"`;

const toMessage = ({ removedReason, ...row }: MessageRow): PetMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  ...(removedReason ? { removedReason } : {}),
});

/** What a conversation about a post a moderator took down shows, for anyone but its poster, instead of its pet's name (decision 0134). */
export const REMOVED_POST_TITLE = 'Removed post';
/** The post is down and the reader (role r.role) is not its poster: its name and photo are withheld. */
const POST_WITHHELD = `p.removed_reason IS NOT NULL AND r.role <> 'poster'`;

/** SQL of pet_conversations and pet_messages. */
@Injectable()
export class PetConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The conversation of a post with one visitor, created on first use (one per post and visitor). */
  async upsert(
    manager: EntityManager,
    c: { postId: string; posterId: string; visitorId: string; visitorFirstName: string | null },
  ): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO pet_conversations (post_id, poster_id, visitor_id, visitor_first_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (post_id, visitor_id) DO UPDATE SET visitor_first_name = coalesce(pet_conversations.visitor_first_name, EXCLUDED.visitor_first_name)
       RETURNING id`,
      [c.postId, c.posterId, c.visitorId, c.visitorFirstName],
    );
    return row.id;
  }

  /** The conversation and its sides, locked until the transaction of `manager` ends; undefined when unknown. */
  async lockSides(manager: EntityManager, id: string): Promise<ConversationSides | undefined> {
    const [row] = await manager.query(
      `SELECT c.id, c.post_id AS "postId", c.poster_id AS "posterId", c.visitor_id AS "visitorId", p.pet_name AS "petName", p.type,
         p.removed_reason AS "removedReason"
       FROM pet_conversations c JOIN lost_found_posts p ON p.id = c.post_id WHERE c.id = $1 FOR UPDATE OF c`,
      [id],
    );
    return row;
  }

  async findSides(id: string): Promise<ConversationSides | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT c.id, c.post_id AS "postId", c.poster_id AS "posterId", c.visitor_id AS "visitorId", p.pet_name AS "petName", p.type,
         p.removed_reason AS "removedReason"
       FROM pet_conversations c JOIN lost_found_posts p ON p.id = c.post_id WHERE c.id = $1`,
      [id],
    );
    return row;
  }

  /** Adds a message; the writer's first name (as the session knows it) and the last activity are kept on the conversation. */
  async insertMessage(manager: EntityManager, m: NewPetMessage): Promise<PetMessage> {
    const nameColumn = m.senderRole === 'poster' ? 'poster_first_name' : 'visitor_first_name';
    await manager.query(
      `UPDATE pet_conversations SET last_message_at = now(), ${nameColumn} = coalesce($2, ${nameColumn}) WHERE id = $1`,
      [m.conversationId, m.senderFirstName],
    );
    const [row]: MessageRow[] = await manager.query(
      `INSERT INTO pet_messages AS m (conversation_id, sender_role, sender_first_name, message) VALUES ($1, $2, $3, $4)
       RETURNING ${messageColumns('$2')}`,
      [m.conversationId, m.senderRole, m.senderFirstName, m.message],
    );
    return toMessage(row);
  }

  /** Marks the other side's unread messages read for `reader`; answers how many. */
  async markOtherSideRead(conversationId: string, reader: PetConversationRole, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [, updated] = await manager.query(
      'UPDATE pet_messages SET is_read = true WHERE conversation_id = $1 AND sender_role <> $2 AND NOT is_read',
      [conversationId, reader],
    );
    return Number(updated) || 0;
  }

  /** Messages of the other side that `userId` has not read, over their conversations on either side (removed ones not counted). */
  async countUnreadOf(userId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM pet_conversations c JOIN pet_messages m ON m.conversation_id = c.id
        WHERE (c.poster_id = $1 OR c.visitor_id = $1) AND NOT m.is_read AND m.removed_reason IS NULL
          AND m.sender_role <> CASE WHEN c.poster_id = $1 THEN 'poster' ELSE 'visitor' END`,
      [userId],
    );
    return row.count;
  }

  /**
   * The conversations of `userId` on either side, latest activity first (keyset on (last_message_at, id)),
   * each with its messages oldest first: all of them ("Download my data"), or one page of `limit` after
   * `after`, the sort keys of the previous page's last conversation (PetConversationPageRow.sortKeys).
   * A post a moderator took down keeps its name and photo for its poster only; the other side reads
   * REMOVED_POST_TITLE and no photo.
   */
  async listOf(userId: string, page?: { after: CursorKey[] | undefined; limit: number }): Promise<PetConversationPageRow[]> {
    const params: unknown[] = [userId];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const after = page?.after ? `AND (c.last_message_at, c.id) < (${param(page.after[0])}::timestamptz, ${param(page.after[1])}::uuid)` : '';
    const conversations: (ConversationRow & { lastMessageAtKey: string })[] = await this.dataSource.query(
      `SELECT c.id, c.post_id AS "postId", p.type AS "postType", p.status AS "postStatus", r.role,
         CASE WHEN ${POST_WITHHELD} THEN '${REMOVED_POST_TITLE}' ELSE p.pet_name END AS "petName",
         CASE WHEN ${POST_WITHHELD} THEN NULL ELSE p.photo_url END AS "photoUrl",
         CASE WHEN r.role = 'poster' THEN c.visitor_first_name ELSE c.poster_first_name END AS "otherFirstName",
         (SELECT count(*)::int FROM pet_messages m WHERE m.conversation_id = c.id AND m.sender_role <> r.role AND NOT m.is_read AND m.removed_reason IS NULL) AS "unreadCount",
         c.last_message_at AS "lastMessageAt", ${cursorTimestampSql('c.last_message_at')} AS "lastMessageAtKey"
       FROM pet_conversations c
       JOIN lost_found_posts p ON p.id = c.post_id
       CROSS JOIN LATERAL (SELECT CASE WHEN c.poster_id = $1 THEN 'poster' ELSE 'visitor' END AS role) r
       WHERE (c.poster_id = $1 OR c.visitor_id = $1) ${after}
       ORDER BY c.last_message_at DESC, c.id DESC${page ? ` LIMIT ${param(page.limit)}` : ''}`,
      params,
    );
    if (conversations.length === 0) return [];
    const roles = new Map(conversations.map((c) => [c.id, c.role]));
    // A message a moderator took down stays only with its sender, marked with the reason.
    const reader = `CASE WHEN c.poster_id = $1 THEN 'poster' ELSE 'visitor' END`;
    const messages: MessageRow[] = await this.dataSource.query(
      `SELECT ${messageColumns(reader)}, m.removed_reason AS "removedReason"
       FROM pet_messages m JOIN pet_conversations c ON c.id = m.conversation_id
       WHERE m.conversation_id = ANY($2::uuid[]) AND (m.removed_reason IS NULL OR m.sender_role = ${reader}) ORDER BY m.created_at, m.id`,
      [userId, [...roles.keys()]],
    );
    const byConversation = new Map<string, PetMessage[]>();
    for (const m of messages) {
      const list = byConversation.get(m.conversationId) ?? [];
      list.push(toMessage(m));
      byConversation.set(m.conversationId, list);
    }
    return conversations.map(({ lastMessageAtKey, ...c }) => ({
      conversation: { ...c, lastMessageAt: c.lastMessageAt.toISOString(), messages: byConversation.get(c.id) ?? [] },
      sortKeys: [lastMessageAtKey, c.id],
    }));
  }
}
