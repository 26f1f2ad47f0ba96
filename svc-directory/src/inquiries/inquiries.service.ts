import { Injectable } from '@nestjs/common';
import {
  actorFullName,
  decodeCursor,
  EVENTS,
  forbidden,
  notFound,
  pageLimitOf,
  pageOf,
  type Actor,
  type Count,
  type InquiryMessage,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { InquiriesRepository, type ConversationSides, type Side } from './inquiries.repository';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** The cursor's list of each side's inquiries, newest conversation first (docs/decisions/0141-inquiries-paged-by-conversation.md). */
const INQUIRIES_LIST: Record<Side, string> = {
  business: 'listBusinessInquiries:newest',
  customer: 'listMyInquiries:newest',
};

/** The caller's side of a conversation, or null when they are neither its customer nor its business owner. */
const sideOf = (c: ConversationSides, userId: string): Side | null =>
  c.ownerId === userId ? 'business' : c.customerId === userId ? 'customer' : null;

/**
 * Inquiries are conversations. POST /api/businesses/:id/inquiries starts a new conversation (its id,
 * a uuid made then, is the conversationId) with the customer's first message and the subject. Both
 * sides continue it with POST /api/inquiries/:conversationId/reply: the business owner's messages
 * are senderType 'business', the customer's follow-ups 'customer'. Replying marks the other side's
 * earlier messages read. Nobody else may read or write a conversation.
 */
@Injectable()
export class InquiriesService {
  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly businesses: BusinessesRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async sendInquiry(actor: Actor, businessId: string, input: ParsedBodyOf<'sendInquiry'>): Promise<InquiryMessage> {
    const { userId } = actor;
    return this.uow.run(async (manager, events) => {
      const business = await this.businesses.findSummary(businessId, manager);
      if (!business) throw notFound(BUSINESS_NOT_FOUND);
      if (business.ownerId === userId) throw forbidden('You cannot send an inquiry to your own business');
      const conversationId = await this.inquiries.insertConversation(manager, businessId, userId, input.subject);
      const messageId = await this.inquiries.insertMessage(manager, conversationId, 'customer', userId, input.message);
      const message = await this.inquiries.findMessage(manager, messageId, 'customer');
      events.emit(EVENTS.inquiryReceived, {
        conversationId,
        messageId,
        businessId,
        businessName: business.name,
        ownerId: business.ownerId,
        customerId: userId,
        customerName: actorFullName(actor) ?? (await this.inquiries.nameOf(manager, userId)),
        subject: input.subject,
        followUp: false,
      });
      return message;
    });
  }

  /** Messages of the caller's business's conversations, one page of conversations at a time (newest first), each oldest first. */
  listBusinessInquiries(actor: Actor, query: ParsedQueryOf<'listBusinessInquiries'>): Promise<Page<InquiryMessage>> {
    return this.pageFor('business', actor.userId, query);
  }

  /** Messages of the conversations the caller started, one page of conversations at a time (newest first), each oldest first. */
  listMyInquiries(actor: Actor, query: ParsedQueryOf<'listMyInquiries'>): Promise<Page<InquiryMessage>> {
    return this.pageFor('customer', actor.userId, query);
  }

  /** Unread messages of the other side over all of the caller's conversations on `side` (both sides when absent), however many pages they fill. */
  async getInquiriesUnreadCount(actor: Actor, { side }: ParsedQueryOf<'getInquiriesUnreadCount'>): Promise<Count> {
    const sides: Side[] = side ? [side] : ['customer', 'business'];
    const counts = await Promise.all(sides.map((s) => this.inquiries.countUnread(s, actor.userId)));
    return { count: counts.reduce((sum, n) => sum + n, 0) };
  }

  /** Every message of the conversations the caller started, oldest first ("Download my data"). */
  allMyInquiriesOf(userId: string): Promise<InquiryMessage[]> {
    return this.inquiries.ofCustomer(userId);
  }

  /**
   * A page holds the messages of up to `limit` conversations (a conversation is never split over two pages),
   * keyset on the conversation's (created_at, id): a new message does not move a conversation, so a walk
   * neither repeats nor skips one.
   */
  private async pageFor(side: Side, userId: string, query: { limit?: number; cursor?: string }): Promise<Page<InquiryMessage>> {
    const list = INQUIRIES_LIST[side];
    const after = query.cursor ? decodeCursor(query.cursor, list, ['timestamp', 'uuid']) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.inquiries.pageOfConversations(side, userId, { after, limit: limit + 1 });
    const page = pageOf(rows, limit, list, (row) => row.sortKeys, (row) => row.messages);
    return { items: page.items.flat(), nextCursor: page.nextCursor };
  }

  /** A reply by the business owner or the conversation's customer; marks the other side's messages read. */
  async replyInquiry(actor: Actor, conversationId: string, { message }: ParsedBodyOf<'replyInquiry'>): Promise<InquiryMessage> {
    const { userId } = actor;
    return this.uow.run(async (manager, events) => {
      const c = await this.inquiries.findConversation(conversationId, manager);
      if (!c) throw notFound(CONVERSATION_NOT_FOUND);
      const side = sideOf(c, userId);
      // Someone else's conversation answers like a missing one, so its existence is not confirmed.
      if (!side) throw notFound(CONVERSATION_NOT_FOUND);
      await this.inquiries.markOtherSideRead(c.id, side, manager);
      const messageId = await this.inquiries.insertMessage(manager, c.id, side, userId, message);
      await this.inquiries.touchConversation(manager, c.id);
      const saved = await this.inquiries.findMessage(manager, messageId, side);
      const common = {
        conversationId: c.id,
        messageId,
        businessId: c.businessId,
        businessName: c.businessName,
        ownerId: c.ownerId,
        customerId: c.customerId,
        subject: c.subject,
      };
      if (side === 'business') events.emit(EVENTS.inquiryReplied, common);
      else {
        events.emit(EVENTS.inquiryReceived, {
          ...common,
          customerName: actorFullName(actor) ?? (await this.inquiries.nameOf(manager, c.customerId)),
          followUp: true,
        });
      }
      return saved;
    });
  }

  /**
   * POST /api/inquiries/:conversationId/read → {updated}: opening a conversation marks the other
   * side's messages read for the caller (the business owner reads the customer's, the customer the
   * business's). Only the two sides of the conversation may do it (others get 404, like replying).
   */
  async markInquiryRead(userId: string, conversationId: string): Promise<{ updated: number }> {
    const c = await this.inquiries.findConversation(conversationId);
    if (!c) throw notFound(CONVERSATION_NOT_FOUND);
    const side = sideOf(c, userId);
    if (!side) throw notFound(CONVERSATION_NOT_FOUND);
    return { updated: await this.inquiries.markOtherSideRead(c.id, side) };
  }
}
