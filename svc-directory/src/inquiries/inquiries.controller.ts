import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  actorFullName,
  EVENTS,
  forbidden,
  inquiryInputSchema,
  inquiryReplySchema,
  notFound,
  SUBJECTS,
  type InquiryMessage,
  type RpcRequest,
} from '@pawpals/contracts';
import { parseOr400, requireActor, UnitOfWork } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName, idParam } from '../common/sql';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';

const CONVERSATION_NOT_FOUND = 'Conversation not found';

/**
 * Messages as one side of the conversation sees them. isRead: a message from the other side is read
 * once you have replied after it; your own messages are always 1.
 */
const messageColumns = (viewer: 'customer' | 'business') => `m.id, c.id AS "conversationId",
  coalesce(${fullName('u')}, 'Customer') AS "customerName", coalesce(u.email, '') AS "customerEmail",
  c.subject, m.message, m.created_at AS "createdAt", m.sender_type AS "senderType",
  CASE WHEN m.sender_type = '${viewer}' OR m.is_read THEN 1 ELSE 0 END AS "isRead",
  b.id AS "businessId", b.name AS "businessName"`;
const FROM = `inquiry_messages m JOIN inquiry_conversations c ON c.id = m.conversation_id
  JOIN businesses b ON b.id = c.business_id LEFT JOIN user_profiles u ON u.user_id = c.customer_id`;

const toMessage = (row: InquiryMessage & { createdAt: Date | string }): InquiryMessage => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Inquiries are conversations. POST /api/businesses/:id/inquiries starts a new conversation (its id,
 * a uuid made then, is the conversationId) with the customer's first message and the subject. Both
 * sides continue it with POST /api/inquiries/:conversationId/reply: the business owner's messages
 * are senderType 'business', the customer's follow-ups 'customer'. Replying marks the other side's
 * earlier messages read. Nobody else may read or write a conversation.
 */
@Controller()
export class InquiriesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly businesses: BusinessesService,
  ) {}

  @MessagePattern(SUBJECTS.directory.sendInquiry)
  async send(@Payload() req: RpcRequest): Promise<InquiryMessage> {
    const { userId } = requireActor(req);
    const businessId = idParam(req, 'id', BUSINESS_NOT_FOUND);
    const input = parseOr400(inquiryInputSchema, req.body);
    return this.uow.run(async (manager, events) => {
      const [business] = await manager.query('SELECT id, name, owner_id FROM businesses WHERE id = $1', [businessId]);
      if (!business) throw notFound(BUSINESS_NOT_FOUND);
      if (business.owner_id === userId) throw forbidden('You cannot send an inquiry to your own business');
      const [conversation] = await manager.query(
        'INSERT INTO inquiry_conversations (business_id, customer_id, subject) VALUES ($1, $2, $3) RETURNING id',
        [businessId, userId, input.subject],
      );
      const [msg] = await manager.query(
        `INSERT INTO inquiry_messages (conversation_id, sender_type, sender_id, message) VALUES ($1, 'customer', $2, $3) RETURNING id`,
        [conversation.id, userId, input.message],
      );
      const message = await this.one(manager, msg.id, 'customer');
      events.emit(EVENTS.inquiryReceived, {
        conversationId: conversation.id,
        messageId: msg.id,
        businessId,
        businessName: business.name,
        ownerId: business.owner_id,
        customerId: userId,
        customerName: actorFullName(req.actor) ?? (await this.nameOf(manager, userId)),
        subject: input.subject,
        followUp: false,
      });
      return message;
    });
  }

  /** GET /api/my-business/inquiries: every message of every conversation of the caller's business, oldest first. */
  @MessagePattern(SUBJECTS.directory.listBusinessInquiries)
  async ofMyBusiness(@Payload() req: RpcRequest): Promise<InquiryMessage[]> {
    const { userId } = requireActor(req);
    const rows = await this.dataSource.query(
      `SELECT ${messageColumns('business')} FROM ${FROM} WHERE b.owner_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    return rows.map(toMessage);
  }

  /** GET /api/inquiries/mine: every message of the conversations the caller started, oldest first. */
  @MessagePattern(SUBJECTS.directory.listMyInquiries)
  async mine(@Payload() req: RpcRequest): Promise<InquiryMessage[]> {
    const { userId } = requireActor(req);
    const rows = await this.dataSource.query(
      `SELECT ${messageColumns('customer')} FROM ${FROM} WHERE c.customer_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    return rows.map(toMessage);
  }

  /** POST /api/inquiries/:conversationId/reply with {message}: by the business owner or the conversation's customer. */
  @MessagePattern(SUBJECTS.directory.replyInquiry)
  async reply(@Payload() req: RpcRequest): Promise<InquiryMessage> {
    const { userId } = requireActor(req);
    const conversationId = idParam(req, 'conversationId', CONVERSATION_NOT_FOUND);
    const { message } = parseOr400(inquiryReplySchema, req.body);
    return this.uow.run(async (manager, events) => {
      const [c] = await manager.query(
        `SELECT c.id, c.customer_id, c.subject, b.id AS business_id, b.name, b.owner_id
         FROM inquiry_conversations c JOIN businesses b ON b.id = c.business_id WHERE c.id = $1 FOR UPDATE OF c`,
        [conversationId],
      );
      if (!c) throw notFound(CONVERSATION_NOT_FOUND);
      const side = c.owner_id === userId ? 'business' : c.customer_id === userId ? 'customer' : null;
      if (!side) throw forbidden('Only the business owner or the customer of this conversation can reply to it');
      await manager.query(`UPDATE inquiry_messages SET is_read = true WHERE conversation_id = $1 AND sender_type <> $2 AND NOT is_read`, [
        c.id,
        side,
      ]);
      const [msg] = await manager.query(
        `INSERT INTO inquiry_messages (conversation_id, sender_type, sender_id, message) VALUES ($1, $2, $3, $4) RETURNING id`,
        [c.id, side, userId, message],
      );
      await manager.query('UPDATE inquiry_conversations SET last_message_at = now() WHERE id = $1', [c.id]);
      const saved = await this.one(manager, msg.id, side);
      const common = {
        conversationId: c.id,
        messageId: msg.id,
        businessId: c.business_id,
        businessName: c.name,
        ownerId: c.owner_id,
        customerId: c.customer_id,
        subject: c.subject,
      };
      if (side === 'business') events.emit(EVENTS.inquiryReplied, common);
      else events.emit(EVENTS.inquiryReceived, { ...common, customerName: actorFullName(req.actor) ?? (await this.nameOf(manager, c.customer_id)), followUp: true });
      return saved;
    });
  }

  /**
   * POST /api/inquiries/:conversationId/read → {updated}: opening a conversation marks the other
   * side's messages read for the caller (the business owner reads the customer's, the customer the
   * business's). Only the two sides of the conversation may do it (403), like replying.
   */
  @MessagePattern(SUBJECTS.directory.markInquiryRead)
  async markRead(@Payload() req: RpcRequest): Promise<{ updated: number }> {
    const { userId } = requireActor(req);
    const conversationId = idParam(req, 'conversationId', CONVERSATION_NOT_FOUND);
    const [c] = await this.dataSource.query(
      `SELECT c.id, c.customer_id, b.owner_id FROM inquiry_conversations c JOIN businesses b ON b.id = c.business_id WHERE c.id = $1`,
      [conversationId],
    );
    if (!c) throw notFound(CONVERSATION_NOT_FOUND);
    const side = c.owner_id === userId ? 'business' : c.customer_id === userId ? 'customer' : null;
    if (!side) throw forbidden('Only the business owner or the customer of this conversation can read it');
    const [, updated] = await this.dataSource.query(
      `UPDATE inquiry_messages SET is_read = true WHERE conversation_id = $1 AND sender_type <> $2 AND NOT is_read`,
      [c.id, side],
    );
    return { updated: Number(updated) || 0 };
  }

  private async nameOf(manager: EntityManager, userId: string): Promise<string | null> {
    const [row] = await manager.query(`SELECT ${fullName('u')} AS name FROM user_profiles u WHERE u.user_id = $1`, [userId]);
    return row?.name ?? null;
  }

  private async one(manager: EntityManager, id: string, viewer: 'customer' | 'business'): Promise<InquiryMessage> {
    const [row] = await manager.query(`SELECT ${messageColumns(viewer)} FROM ${FROM} WHERE m.id = $1`, [id]);
    return toMessage(row);
  }
}
