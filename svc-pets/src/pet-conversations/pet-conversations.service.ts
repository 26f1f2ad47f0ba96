import { Injectable } from '@nestjs/common';
import {
  decodeCursor,
  EVENTS,
  forbidden,
  invalid,
  notFound,
  pageLimitOf,
  pageOf,
  type Actor,
  type Count,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PetConversation,
  type PetConversationRole,
  type PetMessage,
} from '@pawpals/contracts';
import { UnitOfWork, type EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import type { LostFoundPetRow } from '../lost-found-pets/lost-found-pet';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';
import { SightingsRepository } from '../sightings/sightings.repository';
import { SIGHTING_NOT_FOUND } from '../sightings/sightings.service';
import { PetConversationsRepository, type ConversationSides } from './pet-conversations.repository';

/** The name cursors of the conversations list carry. */
const PET_CONVERSATIONS_LIST = 'listPetConversations:latest';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

const roleOf = (c: Pick<ConversationSides, 'posterId' | 'visitorId'>, userId: string): PetConversationRole | null =>
  c.posterId === userId ? 'poster' : c.visitorId === userId ? 'visitor' : null;

interface Delivery {
  manager: EntityManager;
  events: EventSink;
  post: Pick<LostFoundPetRow, 'id' | 'petName' | 'type' | 'removedReason'>;
  conversation: Pick<ConversationSides, 'id' | 'posterId' | 'visitorId'>;
  sender: Actor;
  senderRole: PetConversationRole;
  message: string;
}

/**
 * Private conversations about a post (docs/decisions/0084-pet-conversations.md): a visitor writes to the poster without ever
 * seeing their phone, the poster writes to someone who reported a sighting, and both sides reply. One
 * conversation per post and visitor; nobody else can read or write it (404, as if it did not exist).
 */
@Injectable()
export class PetConversationsService {
  constructor(
    private readonly conversations: PetConversationsRepository,
    private readonly sightings: SightingsRepository,
    private readonly pets: LostFoundPetsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** A visitor starts or continues their conversation with the poster of an approved, active post. */
  async sendPetMessage(actor: Actor, postId: string, { message }: ParsedBodyOf<'sendPetMessage'>): Promise<PetMessage> {
    const post = await this.pets.visiblePost(postId, actor);
    if (post.userId === actor.userId) throw forbidden('You cannot message your own post');
    if (post.approvalStatus !== 'approved') throw invalid('Messages can be sent once the post has been approved');
    if (post.status === 'resolved') throw invalid('This pet is already home: the post no longer takes new messages');
    return this.uow.run(async (manager, events) => {
      const id = await this.conversations.upsert(manager, {
        postId,
        posterId: post.userId,
        visitorId: actor.userId,
        visitorFirstName: actor.firstName ?? null,
      });
      return this.deliver({ manager, events, post, conversation: { id, posterId: post.userId, visitorId: actor.userId }, sender: actor, senderRole: 'visitor', message });
    });
  }

  /** The poster writes to whoever reported a sighting (the same conversation as if that person had written first). */
  async messageSightingReporter(actor: Actor, postId: string, sightingId: string, { message }: ParsedBodyOf<'messageSightingReporter'>): Promise<PetMessage> {
    const post = await this.pets.visiblePost(postId, actor);
    if (post.userId !== actor.userId) throw forbidden('Only the person who posted this pet can message who saw it');
    const reporter = await this.sightings.reporterOf(postId, sightingId);
    if (!reporter) throw notFound(SIGHTING_NOT_FOUND);
    if (reporter.reporterId === actor.userId) throw invalid('You reported this sighting yourself');
    return this.uow.run(async (manager, events) => {
      const id = await this.conversations.upsert(manager, {
        postId,
        posterId: actor.userId,
        visitorId: reporter.reporterId,
        visitorFirstName: reporter.reporterFirstName,
      });
      return this.deliver({ manager, events, post, conversation: { id, posterId: actor.userId, visitorId: reporter.reporterId }, sender: actor, senderRole: 'poster', message });
    });
  }

  /** The caller's conversations, latest activity first, one page at a time (docs/decisions/0139-one-paging-convention.md). */
  async listPetConversations(actor: Actor, query: ParsedQueryOf<'listPetConversations'>): Promise<Page<PetConversation>> {
    const after = query.cursor ? decodeCursor(query.cursor, PET_CONVERSATIONS_LIST, ['timestamp', 'uuid']) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.conversations.listOf(actor.userId, { after, limit: limit + 1 });
    return pageOf(rows, limit, PET_CONVERSATIONS_LIST, (row) => row.sortKeys, (row) => row.conversation);
  }

  /** Unread messages from the other side over all of the caller's conversations, however many pages they fill. */
  async getPetMessagesUnreadCount(actor: Actor): Promise<Count> {
    return { count: await this.conversations.countUnreadOf(actor.userId) };
  }

  /** Every conversation of the caller, latest activity first ("Download my data"). */
  async allPetConversationsOf(actor: Actor): Promise<PetConversation[]> {
    return (await this.conversations.listOf(actor.userId)).map((row) => row.conversation);
  }

  /** Either side answers, whatever the post's status now (a reunited pet's finder may still want to say goodbye). */
  async replyPetConversation(actor: Actor, conversationId: string, { message }: ParsedBodyOf<'replyPetConversation'>): Promise<PetMessage> {
    return this.uow.run(async (manager, events) => {
      const c = await this.conversations.lockSides(manager, conversationId);
      const role = c && roleOf(c, actor.userId);
      if (!c || !role) throw notFound(CONVERSATION_NOT_FOUND);
      return this.deliver({ manager, events, post: { id: c.postId, petName: c.petName, type: c.type, removedReason: c.removedReason }, conversation: c, sender: actor, senderRole: role, message });
    });
  }

  /** Opening a conversation marks the other side's messages read for the caller. */
  async markPetConversationRead(actor: Actor, conversationId: string): Promise<{ updated: number }> {
    const c = await this.conversations.findSides(conversationId);
    const role = c && roleOf(c, actor.userId);
    if (!c || !role) throw notFound(CONVERSATION_NOT_FOUND);
    return { updated: await this.conversations.markOtherSideRead(c.id, role) };
  }

  /** Writing answers everything before it (the other side's messages become read); the other side is told. */
  private async deliver({ manager, events, post, conversation, sender, senderRole, message }: Delivery): Promise<PetMessage> {
    await this.conversations.markOtherSideRead(conversation.id, senderRole, manager);
    const saved = await this.conversations.insertMessage(manager, {
      conversationId: conversation.id,
      senderRole,
      senderFirstName: sender.firstName ?? null,
      message,
    });
    events.emit(EVENTS.petMessageSent, {
      conversationId: conversation.id,
      messageId: saved.id,
      postId: post.id,
      // The visitor's notice does not name a post a moderator took down (decision 0134).
      petName: post.removedReason && senderRole === 'poster' ? null : post.petName,
      type: post.type,
      senderRole,
      senderId: sender.userId,
      senderFirstName: sender.firstName ?? null,
      recipientId: senderRole === 'poster' ? conversation.visitorId : conversation.posterId,
    });
    return saved;
  }
}
