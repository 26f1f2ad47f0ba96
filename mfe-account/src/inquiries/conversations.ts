import type { InquiryMessage, InquirySenderType } from '@pawpals/contracts';

/** One conversation as a list shows it: its messages oldest first, the latest one and the unread count. */
export interface Conversation {
  conversationId: string;
  subject: string;
  customerName: string;
  customerEmail: string;
  businessId: string | null;
  businessName: string | null;
  messages: InquiryMessage[];
  latest: InquiryMessage;
  /** Messages from the other side the reader has not read yet (isRead 0). */
  unread: number;
}

/**
 * Groups the flat message list by conversationId. The server sends it a page of conversations at a time,
 * newest conversation first, each conversation's messages oldest first (docs/decisions/0141); the groups
 * keep that order (the order in which their first message comes), so "Load more" adds older conversations
 * below and a new reply does not move a conversation. Each group keeps its messages oldest first; `latest`
 * is the last of the group.
 */
export function groupConversations(messages: readonly InquiryMessage[]): Conversation[] {
  const groups = new Map<string, InquiryMessage[]>();
  for (const message of messages) {
    const group = groups.get(message.conversationId);
    if (group) group.push(message);
    else groups.set(message.conversationId, [message]);
  }
  return [...groups.entries()].map(([conversationId, list]): Conversation => {
    const sorted = [...list].sort(byTime);
    const first = sorted[0];
    const latest = sorted[sorted.length - 1];
    return {
      conversationId,
      subject: first.subject,
      customerName: first.customerName,
      customerEmail: first.customerEmail,
      businessId: first.businessId ?? null,
      businessName: first.businessName ?? null,
      messages: sorted,
      latest,
      unread: sorted.filter((m) => m.isRead === 0).length,
    };
  });
}

/** Oldest first; messages of one instant keep the order they came in (Array.prototype.sort is stable). */
function byTime(a: InquiryMessage, b: InquiryMessage): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

/**
 * A badge's count (GET /api/inquiries/unread-count, over every conversation of that side) once the opened
 * conversation is read: less its unread messages from the other side, as far as the pages loaded show them.
 */
export function unreadAfterOpening(
  count: number,
  loaded: readonly InquiryMessage[],
  conversationId: string,
  reader: InquirySenderType,
): number {
  const opened = loaded.filter((m) => m.conversationId === conversationId && m.senderType !== reader && m.isRead === 0).length;
  return Math.max(0, count - opened);
}

/**
 * The reader's conversations with the opened one's unread messages marked read, as the server will
 * have them after POST /api/inquiries/:id/read (an optimistic update of the cached list).
 */
export function markConversationRead(
  messages: readonly InquiryMessage[],
  conversationId: string,
  reader: InquirySenderType,
): InquiryMessage[] {
  return messages.map((m) =>
    m.conversationId === conversationId && m.senderType !== reader && m.isRead === 0
      ? { ...m, isRead: 1 }
      : m,
  );
}
