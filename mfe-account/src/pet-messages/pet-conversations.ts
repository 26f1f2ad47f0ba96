import { defineMessages, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';
import type { PetConversation } from '@pawpals/contracts';

/**
 * The inbox badge's count (GET /api/pet-conversations/unread-count, over every conversation) once the opened
 * one is read: less its unread messages, when it is among the conversations loaded.
 */
export function unreadAfterOpening(count: number, loaded: readonly PetConversation[], conversationId: string): number {
  return Math.max(0, count - (loaded.find((c) => c.id === conversationId)?.unreadCount ?? 0));
}

/**
 * The conversations with the opened one's messages from the other side read, as the server will have
 * them after POST /api/pet-conversations/:id/read (an optimistic update of the cached list).
 */
export function markPetConversationReadIn(conversations: readonly PetConversation[], conversationId: string): PetConversation[] {
  return conversations.map((c) =>
    c.id === conversationId ? { ...c, unreadCount: 0, messages: c.messages.map((m) => (m.isRead ? m : { ...m, isRead: 1 as const })) } : c,
  );
}

const messages = defineMessages<{
  readonly named: { readonly name: MessageValue; readonly postType: MessageValue };
  readonly unnamed: { readonly postType: MessageValue };
  readonly neighbour: NoMessageValues;
  readonly owner: NoMessageValues;
  readonly finder: NoMessageValues;
}>({
  named: { id: 'account.petMessages.subjectNamed', defaultMessage: '{name} ({postType, select, lost {lost} other {found}})' },
  unnamed: { id: 'account.petMessages.subjectUnnamed', defaultMessage: '{postType, select, lost {A lost pet} other {A found pet}}' },
  neighbour: { id: 'account.petMessages.neighbour', defaultMessage: 'A neighbour' },
  owner: { id: 'account.petMessages.owner', defaultMessage: 'The owner' },
  finder: { id: 'account.petMessages.finder', defaultMessage: 'The finder' },
});

/** What the conversation is about, in words: "Biscuit (lost)" / "A found pet". */
export function petSubject(intl: IntlShape, c: Pick<PetConversation, 'petName' | 'postType'>): string {
  return c.petName
    ? intl.formatMessage(messages.named, { name: c.petName, postType: c.postType })
    : intl.formatMessage(messages.unnamed, { postType: c.postType });
}

/** Who the reader writes with: the other side's first name, else who they are to the reader. */
export function counterpartName(intl: IntlShape, c: Pick<PetConversation, 'otherFirstName' | 'role' | 'postType'>): string {
  if (c.otherFirstName) return c.otherFirstName;
  if (c.role === 'poster') return intl.formatMessage(messages.neighbour);
  return intl.formatMessage(c.postType === 'lost' ? messages.owner : messages.finder);
}
