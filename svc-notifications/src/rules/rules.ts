import { possibleMatchMessage, possibleMatchTitle } from '../alert-areas/alert-words';
import { moderationNotice } from '../moderation-notices/moderation-words';
import {
  EVENTS,
  LIMITS,
  type AppointmentStatus,
  type EmailKind,
  type EventDefinition,
  type EventEnvelope,
  type PushKind,
} from '@pawpals/contracts';
import { pushTag } from '../web-push/push-tags';

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

/** Who the rules can name: the local user_profiles projection (NotificationsService.firstNameOf). */
export interface People {
  firstName(userId: string | null | undefined): Promise<string | undefined>;
}

const rule = <D>(r: NotificationRule<D>) => r as NotificationRule<unknown>;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }) + ' UTC';

const STATUS_WORDS: Partial<Record<AppointmentStatus, { title: string; message: (b: string, at: string) => string }>> = {
  confirmed: {
    title: 'Appointment confirmed',
    message: (b, at) => `${b} confirmed your appointment on ${at}. See you there!`,
  },
  cancelled: {
    title: 'Appointment declined',
    message: (b, at) => `${b} couldn't take your appointment on ${at}. You can request another time.`,
  },
  completed: {
    title: 'Appointment completed',
    message: (b) => `Thanks for visiting ${b}! How did it go? Leave a review to help other pet families.`,
  },
};

export const RULES: NotificationRule<unknown>[] = [
  rule({
    event: EVENTS.userRegistered,
    compose: ({ data }) => {
      const business = data.accountType === 'business_owner';
      return [
        {
          userId: data.userId,
          title: `Welcome to PawPals, ${data.firstName}!`,
          message: business
            ? 'Create your business profile so pet families nearby can find you.'
            : 'Find trusted groomers, vets, pet stores and parks near you, and help lost pets get home.',
          link: business ? '/my-business' : '/services',
        },
      ];
    },
  }),
  rule({
    event: EVENTS.reviewCreated,
    compose: async ({ data }, people) => {
      if (data.ownerId === data.userId) return [];
      const reviewer = data.userFirstName ?? (await people.firstName(data.userId)) ?? 'A pet parent';
      const stars = `${data.rating} star${data.rating === 1 ? '' : 's'}`;
      return [
        {
          userId: data.ownerId,
          title: `New review for ${data.businessName}`,
          message: `${reviewer} rated you ${stars}. Your average is now ${data.avgRating.toFixed(1)}.`,
          link: `/business/${data.businessId}`,
        },
      ];
    },
  }),
  rule({
    event: EVENTS.appointmentRequested,
    mailKind: 'appointments',
    compose: async ({ data }, people) => {
      const customer = data.userName ?? (await people.firstName(data.userId)) ?? 'A customer';
      const pet = data.petName ? ` for ${data.petName}` : '';
      return [
        {
          userId: data.ownerId,
          title: 'New appointment request',
          message: `${customer} asked for an appointment${pet} on ${when(data.appointmentDate)}. Confirm or decline it.`,
          link: '/my-business',
        },
      ];
    },
  }),
  rule({
    event: EVENTS.appointmentStatusChanged,
    mailKind: 'appointments',
    push: { kind: 'appointments', tag: (data) => pushTag.appointment(data.appointmentId) },
    compose: ({ data }) => {
      if (data.to === 'cancelled' && data.cancelledBy === 'visitor') {
        const customer = data.userName ?? 'A customer';
        return [
          {
            userId: data.ownerId,
            title: 'Appointment cancelled',
            message: `${customer} cancelled their appointment on ${when(data.appointmentDate)}. The time is free again.`,
            link: '/my-business',
          },
        ];
      }
      const words = STATUS_WORDS[data.to];
      if (!words) return [];
      return [{ userId: data.userId, title: words.title, message: words.message(data.businessName, when(data.appointmentDate)), link: '/dashboard' }];
    },
  }),
  rule({
    event: EVENTS.reviewReplied,
    // The first answer only: an edit of it does not ring the reviewer's bell again.
    compose: ({ data }) =>
      data.edited || data.reviewerId === data.ownerId
        ? []
        : [
            {
              userId: data.reviewerId,
              title: `${data.businessName} answered your review`,
              message: `“${data.message.length > 140 ? `${data.message.slice(0, 139)}…` : data.message}”`,
              link: `/business/${data.businessId}`,
            },
          ],
  }),
  rule({
    event: EVENTS.inquiryReceived,
    mailKind: 'messages',
    compose: async ({ data }, people) => {
      const customer = data.customerName ?? (await people.firstName(data.customerId)) ?? 'A customer';
      return [
        {
          userId: data.ownerId,
          title: `New message from ${customer}`,
          message: `“${data.subject}” — reply from your business page.`,
          link: '/my-business',
        },
      ];
    },
  }),
  rule({
    event: EVENTS.inquiryReplied,
    mailKind: 'messages',
    push: { kind: 'messages', tag: (data) => pushTag.inquiry(data.conversationId) },
    compose: ({ data }) => [
      {
        userId: data.customerId,
        title: `${data.businessName} replied`,
        message: `You have a new reply about “${data.subject}”.`,
        link: '/dashboard',
      },
    ],
  }),
  rule({
    event: EVENTS.petPostModerated,
    compose: ({ data }) => {
      const pet = data.petName ? `${data.petName}` : `your ${data.type} pet`;
      return [
        data.approvalStatus === 'approved'
          ? {
              userId: data.userId,
              title: 'Your post is live',
              message: `The post about ${pet} is now visible to the community. We hope for a quick reunion!`,
              link: `/lost-found/${data.postId}`,
            }
          : {
              userId: data.userId,
              title: 'Your post was not approved',
              message: `The post about ${pet} did not meet our guidelines. Check the details and post again.`,
              link: '/dashboard',
            },
      ];
    },
  }),
  rule({
    event: EVENTS.petMatchFound,
    mailKind: 'petAlerts',
    push: { kind: 'petAlerts', tag: (data) => pushTag.pet(data.postId), when: (data) => data.score >= LIMITS.confidentMatchScore },
    compose: ({ data }) => [
      { userId: data.posterId, title: possibleMatchTitle(data), message: possibleMatchMessage(data), link: `/lost-found/${data.postId}` },
    ],
  }),
  rule({
    event: EVENTS.petSightingReported,
    mailKind: 'petAlerts',
    push: { kind: 'petAlerts', tag: (data) => pushTag.pet(data.postId) },
    compose: ({ data }) => {
      if (data.reporterId === data.posterId) return [];
      const pet = data.petName ?? `your ${data.type} ${data.species ?? 'pet'}`;
      const who = data.reporterFirstName ?? 'A neighbour';
      return [
        {
          userId: data.posterId,
          title: `New sighting of ${data.petName ?? (data.type === 'lost' ? 'your lost pet' : 'the pet you found')}`,
          message: `${who} saw ${pet} at ${data.location} (${when(data.seenAt)}).`,
          link: `/lost-found/${data.postId}`,
        },
      ];
    },
  }),
  rule({ event: EVENTS.contentTakenDown, compose: ({ data }) => [{ userId: data.authorId, ...moderationNotice(data, 'removed') }] }),
  rule({ event: EVENTS.takedownRestored, compose: ({ data }) => [{ userId: data.authorId, ...moderationNotice(data, 'restored') }] }),
  rule({
    event: EVENTS.petMessageSent,
    mailKind: 'messages',
    push: { kind: 'messages', tag: (data) => pushTag.petConversation(data.conversationId) },
    compose: ({ data }) => {
      const about = data.petName ?? (data.type === 'lost' ? 'a lost pet' : 'a found pet');
      const who = data.senderFirstName ?? (data.senderRole === 'poster' ? 'The poster' : 'A neighbour');
      return [
        {
          userId: data.recipientId,
          title: `New message about ${about}`,
          message: `${who} wrote to you about ${about}. Read and reply from your dashboard.`,
          link: '/dashboard#pet-messages',
        },
      ];
    },
  }),
];
