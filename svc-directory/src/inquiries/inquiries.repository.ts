import { Injectable } from '@nestjs/common';
import type { CursorKey, InquiryMessage } from '@pawpals/contracts';
import { cursorTimestampSql, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName } from '../businesses/business-sql';

/** Which side of a conversation a message or a reader is on. */
export type Side = 'customer' | 'business';

/**
 * Messages as one side of the conversation sees them. isRead: a message from the other side is read
 * once you have replied after it or opened the conversation; your own messages are always 1.
 */
const messageColumns = (viewer: Side) => `m.id, c.id AS "conversationId",
  coalesce(${fullName('u')}, 'Customer') AS "customerName", coalesce(u.email, '') AS "customerEmail",
  c.subject, m.message, m.created_at AS "createdAt", m.sender_type AS "senderType",
  CASE WHEN m.sender_type = '${viewer}' OR m.is_read THEN 1 ELSE 0 END AS "isRead",
  b.id AS "businessId", b.name AS "businessName"`;
const FROM = `inquiry_messages m JOIN inquiry_conversations c ON c.id = m.conversation_id
  JOIN businesses b ON b.id = c.business_id LEFT JOIN user_profiles u ON u.user_id = c.customer_id`;

const toMessage = (row: InquiryMessage): InquiryMessage => withIsoTimes(row, 'createdAt');

/** One conversation of a page: its messages oldest first, and the sort keys of its place in the list (created_at, id). */
export interface InquiryConversationPageRow {
  messages: InquiryMessage[];
  sortKeys: CursorKey[];
}

/** Which conversations each side lists: the ones the reader started, or those of the reader's businesses. */
const CONVERSATIONS_OF: Record<Side, string> = {
  customer: 'c.customer_id = $1',
  business: 'c.business_id IN (SELECT id FROM businesses WHERE owner_id = $1)',
};

/** Which messages each side has still to read: those of the other side not yet read. */
const UNREAD_FOR: Record<Side, string> = {
  customer: `m.sender_type = 'business' AND NOT m.is_read`,
  business: `m.sender_type = 'customer' AND NOT m.is_read`,
};

/** A conversation with its two sides (the customer who started it, the owner of its business). */
export interface ConversationSides {
  id: string;
  customerId: string;
  ownerId: string | null;
  subject: string;
  businessId: string;
  businessName: string;
}

/** The inquiry_conversations and inquiry_messages tables: SQL only. */
@Injectable()
export class InquiriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertConversation(manager: EntityManager, businessId: string, customerId: string, subject: string): Promise<string> {
    const [row] = await manager.query(
      'INSERT INTO inquiry_conversations (business_id, customer_id, subject) VALUES ($1, $2, $3) RETURNING id',
      [businessId, customerId, subject],
    );
    return row.id;
  }

  async insertMessage(manager: EntityManager, conversationId: string, side: Side, senderId: string, message: string): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO inquiry_messages (conversation_id, sender_type, sender_id, message) VALUES ($1, $2, $3, $4) RETURNING id`,
      [conversationId, side, senderId, message],
    );
    return row.id;
  }

  async touchConversation(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE inquiry_conversations SET last_message_at = now() WHERE id = $1', [id]);
  }

  /** The conversation and its two sides; locked for a reply when `lock` is given. */
  async findConversation(id: string, lock?: EntityManager): Promise<ConversationSides | undefined> {
    const [row] = await (lock ?? this.dataSource.manager).query(
      `SELECT c.id, c.customer_id AS "customerId", c.subject, b.id AS "businessId", b.name AS "businessName", b.owner_id AS "ownerId"
       FROM inquiry_conversations c JOIN businesses b ON b.id = c.business_id WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`,
      [id],
    );
    return row;
  }

  /** Marks the other side's unread messages of a conversation read for `reader`; answers how many. */
  async markOtherSideRead(conversationId: string, reader: Side, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [, updated] = await manager.query(
      `UPDATE inquiry_messages SET is_read = true WHERE conversation_id = $1 AND sender_type <> $2 AND NOT is_read`,
      [conversationId, reader],
    );
    return Number(updated) || 0;
  }

  /**
   * One page of the conversations `viewer` (userId) is a side of, newest conversation first (keyset on the
   * conversation's (created_at, id), which a new message never changes: docs/decisions/0141), `limit` of
   * them after `after` (the sort keys of the previous page's last conversation), each with its messages
   * oldest first as that side sees them.
   */
  async pageOfConversations(viewer: Side, userId: string, page: { after: CursorKey[] | undefined; limit: number }): Promise<InquiryConversationPageRow[]> {
    const params: unknown[] = [userId];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const after = page.after ? `AND (c.created_at, c.id) < (${param(page.after[0])}::timestamptz, ${param(page.after[1])}::uuid)` : '';
    const conversations: { id: string; createdAtKey: string }[] = await this.dataSource.query(
      `SELECT c.id, ${cursorTimestampSql('c.created_at')} AS "createdAtKey" FROM inquiry_conversations c
       WHERE ${CONVERSATIONS_OF[viewer]} ${after}
       ORDER BY c.created_at DESC, c.id DESC LIMIT ${param(page.limit)}`,
      params,
    );
    if (conversations.length === 0) return [];
    const rows: InquiryMessage[] = await this.dataSource.query(
      `SELECT ${messageColumns(viewer)} FROM ${FROM} WHERE m.conversation_id = ANY($1::uuid[]) ORDER BY m.created_at, m.id`,
      [conversations.map((c) => c.id)],
    );
    const byConversation = new Map<string, InquiryMessage[]>(conversations.map((c) => [c.id, []]));
    for (const row of rows) byConversation.get(row.conversationId)?.push(toMessage(row));
    return conversations.map((c) => ({ messages: byConversation.get(c.id) ?? [], sortKeys: [c.createdAtKey, c.id] }));
  }

  /** Messages of the other side `viewer` (userId) has not read, over every conversation they are that side of. */
  async countUnread(viewer: Side, userId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM inquiry_conversations c JOIN inquiry_messages m ON m.conversation_id = c.id
       WHERE ${CONVERSATIONS_OF[viewer]} AND ${UNREAD_FOR[viewer]}`,
      [userId],
    );
    return row.count;
  }

  /** Every message of the conversations a customer started, oldest first, as they see them ("Download my data"). */
  async ofCustomer(customerId: string): Promise<InquiryMessage[]> {
    const rows = await this.dataSource.query(
      `SELECT ${messageColumns('customer')} FROM ${FROM} WHERE c.customer_id = $1 ORDER BY m.created_at, m.id`,
      [customerId],
    );
    return rows.map(toMessage);
  }

  async findMessage(manager: EntityManager, id: string, viewer: Side): Promise<InquiryMessage> {
    const [row] = await manager.query(`SELECT ${messageColumns(viewer)} FROM ${FROM} WHERE m.id = $1`, [id]);
    return toMessage(row);
  }

  /** "First Last" of a user from the projection, or null. */
  async nameOf(manager: EntityManager, userId: string): Promise<string | null> {
    const [row] = await manager.query(`SELECT ${fullName('u')} AS name FROM user_profiles u WHERE u.user_id = $1`, [userId]);
    return row?.name ?? null;
  }
}
