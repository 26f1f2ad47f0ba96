import type { PetConversation } from '@pawpals/contracts';

/** Unread messages over every pet conversation (the section's badge). */
export function totalPetUnread(conversations: readonly PetConversation[]): number {
  return conversations.reduce((n, c) => n + c.unreadCount, 0);
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
