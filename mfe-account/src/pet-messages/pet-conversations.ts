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

/** What the conversation is about, in words: "Biscuit (lost)" / "a found pet". */
export function petSubject(c: Pick<PetConversation, 'petName' | 'postType'>): string {
  return c.petName ? `${c.petName} (${c.postType})` : `A ${c.postType} pet`;
}

/** Who the reader writes with: the other side's first name, else who they are to the reader. */
export function counterpartName(c: Pick<PetConversation, 'otherFirstName' | 'role' | 'postType'>): string {
  if (c.otherFirstName) return c.otherFirstName;
  if (c.role === 'poster') return 'A neighbour';
  return c.postType === 'lost' ? 'The owner' : 'The finder';
}
