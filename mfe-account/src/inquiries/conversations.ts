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
 * Groups the flat message list (oldest first) by conversationId. Each group keeps its messages in
 * order; `latest` is the last of the group. Conversations are ordered by their latest message, newest
 * first, so a fresh reply brings its conversation to the top.
 */
export function groupConversations(messages: readonly InquiryMessage[]): Conversation[] {
  const groups = new Map<string, InquiryMessage[]>();
  for (const message of messages) {
    const group = groups.get(message.conversationId);
    if (group) group.push(message);
    else groups.set(message.conversationId, [message]);
  }
  const conversations = [...groups.entries()].map(([conversationId, list]): Conversation => {
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
  return conversations.sort((a, b) => byTime(b.latest, a.latest));
}

function byTime(a: InquiryMessage, b: InquiryMessage): number {
  const d = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return d !== 0 ? d : 0;
}

/** Unread messages over every conversation (for a badge). */
export function totalUnread(conversations: readonly Conversation[]): number {
  return conversations.reduce((n, c) => n + c.unread, 0);
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
