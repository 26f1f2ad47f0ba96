import { moderationNotice } from '../moderation-notices/moderation-words';
import {
  EVENTS,
  LIMITS,
  type EmailKind,
  type EventDefinition,
  type EventEnvelope,
  type Locale,
  type PushKind,
} from '@pawpals/contracts';
import { pushTag } from '../web-push/push-tags';
import { NOTIFICATION_WORDS, type NotificationWords } from './words';

/** What a rule produces for one recipient. */
export interface Outgoing {
  userId: string | null | undefined;
  title: string;
  message: string;
  link?: string;
}

/**
 * One rule: an event type and who hears what about it. The acting person's name comes from the event
 * (the producer had it from the session); the local user_profiles projection is only the fallback.
 */
export interface NotificationRule<D> {
  event: EventDefinition<D>;
  /** The email preference its notifications fall under; without one they are never mailed. */
  mailKind?: EmailKind;
  /**
   * Its notifications also go to the member's devices by Web Push, where they allow the kind: with the tag
   * of the thing they are about (a later push of the same tag replaces it), when `when` allows.
   */
  push?: { kind: PushKind; tag(data: D): string; urgency?: 'high'; when?(data: D): boolean };
  compose(event: EventEnvelope<D>, people: People): Promise<Outgoing[]> | Outgoing[];
}

/**
 * Who the rules can name: the local user_profiles projection (NotificationsService.firstNameOf), and the
 * language each recipient reads (member_locales; docs/decisions/0151-server-speaks-spanish.md).
 */
export interface People {
  firstName(userId: string | null | undefined): Promise<string | undefined>;
  locale(userId: string | null | undefined): Promise<Locale>;
}

/** The words of a recipient's language. */
const wordsFor = async (people: People, userId: string | null | undefined): Promise<NotificationWords> => NOTIFICATION_WORDS[await people.locale(userId)];

const rule = <D>(r: NotificationRule<D>) => r as NotificationRule<unknown>;

export const RULES: NotificationRule<unknown>[] = [
  rule({
    event: EVENTS.userRegistered,
    compose: ({ data }) => {
      const business = data.accountType === 'business_owner';
      // The new member's own language travels in the event (their member_locales row may come later).
      const w = NOTIFICATION_WORDS[data.locale ?? 'en'];
      return [{ userId: data.userId, ...w.welcome(data.firstName, business), link: business ? '/my-business' : '/services' }];
    },
  }),
  rule({
    event: EVENTS.reviewCreated,
    compose: async ({ data }, people) => {
      if (data.ownerId === data.userId) return [];
      const w = await wordsFor(people, data.ownerId);
      const reviewer = data.userFirstName ?? (await people.firstName(data.userId)) ?? w.someone.reviewer;
      return [{ userId: data.ownerId, ...w.newReview(data.businessName, reviewer, data.rating, data.avgRating), link: `/business/${data.businessId}` }];
    },
  }),
  rule({
    event: EVENTS.appointmentRequested,
    mailKind: 'appointments',
    compose: async ({ data }, people) => {
      const w = await wordsFor(people, data.ownerId);
      const customer = data.userName ?? (await people.firstName(data.userId)) ?? w.someone.customer;
      return [{ userId: data.ownerId, ...w.appointmentRequested(customer, data.petName, data.appointmentDate), link: '/my-business' }];
    },
  }),
  rule({
    event: EVENTS.appointmentStatusChanged,
    mailKind: 'appointments',
    push: { kind: 'appointments', tag: (data) => pushTag.appointment(data.appointmentId) },
    compose: async ({ data }, people) => {
      if (data.to === 'cancelled' && data.cancelledBy === 'visitor') {
        const w = await wordsFor(people, data.ownerId);
        const customer = data.userName ?? w.someone.customer;
        return [{ userId: data.ownerId, ...w.appointmentCancelledByVisitor(customer, data.appointmentDate), link: '/my-business' }];
      }
      const words = (await wordsFor(people, data.userId)).appointmentStatus[data.to];
      if (!words) return [];
      return [{ userId: data.userId, ...words(data.businessName, data.appointmentDate), link: '/dashboard' }];
    },
  }),
  rule({
    event: EVENTS.reviewReplied,
    // The first answer only: an edit of it does not ring the reviewer's bell again.
    compose: async ({ data }, people) =>
      data.edited || data.reviewerId === data.ownerId
        ? []
        : [
            {
              userId: data.reviewerId,
              title: (await wordsFor(people, data.reviewerId)).reviewAnswered(data.businessName),
              message: `“${data.message.length > 140 ? `${data.message.slice(0, 139)}…` : data.message}”`,
              link: `/business/${data.businessId}`,
            },
          ],
  }),
  rule({
    event: EVENTS.inquiryReceived,
    mailKind: 'messages',
    compose: async ({ data }, people) => {
      const w = await wordsFor(people, data.ownerId);
      const customer = data.customerName ?? (await people.firstName(data.customerId)) ?? w.someone.customer;
      return [{ userId: data.ownerId, ...w.inquiryReceived(customer, data.subject), link: '/my-business' }];
    },
  }),
  rule({
    event: EVENTS.inquiryReplied,
    mailKind: 'messages',
    push: { kind: 'messages', tag: (data) => pushTag.inquiry(data.conversationId) },
    compose: async ({ data }, people) => [
      { userId: data.customerId, ...(await wordsFor(people, data.customerId)).inquiryReplied(data.businessName, data.subject), link: '/dashboard' },
    ],
  }),
  rule({
    event: EVENTS.petPostModerated,
    compose: async ({ data }, people) => {
      const approved = data.approvalStatus === 'approved';
      const words = (await wordsFor(people, data.userId)).postModerated({ approved, petName: data.petName, type: data.type });
      return [{ userId: data.userId, ...words, link: approved ? `/lost-found/${data.postId}` : '/dashboard' }];
    },
  }),
  rule({
    event: EVENTS.petMatchFound,
    mailKind: 'petAlerts',
    push: { kind: 'petAlerts', tag: (data) => pushTag.pet(data.postId), when: (data) => data.score >= LIMITS.confidentMatchScore },
    compose: async ({ data }, people) => {
      const w = await wordsFor(people, data.posterId);
      return [{ userId: data.posterId, title: w.possibleMatchTitle(data), message: w.possibleMatchMessage(data), link: `/lost-found/${data.postId}` }];
    },
  }),
  rule({
    event: EVENTS.petSightingReported,
    mailKind: 'petAlerts',
    push: { kind: 'petAlerts', tag: (data) => pushTag.pet(data.postId) },
    compose: async ({ data }, people) => {
      if (data.reporterId === data.posterId) return [];
      const w = await wordsFor(people, data.posterId);
      const who = data.reporterFirstName ?? w.someone.neighbour;
      return [
        {
          userId: data.posterId,
          ...w.sighting({ petName: data.petName, type: data.type, species: data.species, who, location: data.location, seenAt: data.seenAt }),
          link: `/lost-found/${data.postId}`,
        },
      ];
    },
  }),
  rule({
    event: EVENTS.contentTakenDown,
    compose: async ({ data }, people) => [{ userId: data.authorId, ...moderationNotice(data, 'removed', await people.locale(data.authorId)) }],
  }),
  rule({
    event: EVENTS.takedownRestored,
    compose: async ({ data }, people) => [{ userId: data.authorId, ...moderationNotice(data, 'restored', await people.locale(data.authorId)) }],
  }),
  rule({
    event: EVENTS.petMessageSent,
    mailKind: 'messages',
    push: { kind: 'messages', tag: (data) => pushTag.petConversation(data.conversationId) },
    compose: async ({ data }, people) => {
      const w = await wordsFor(people, data.recipientId);
      const who = data.senderFirstName ?? (data.senderRole === 'poster' ? w.someone.poster : w.someone.neighbour);
      return [{ userId: data.recipientId, ...w.petMessage({ petName: data.petName, type: data.type, who }), link: '/dashboard#pet-messages' }];
    },
  }),
];
