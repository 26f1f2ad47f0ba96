import { Link } from 'react-router-dom';
import { Store, User } from 'lucide-react';
import type { InquirySenderType } from '@pawpals/contracts';
import { ListEnd, type PagedList } from '@pawpals/ui';
import type { Conversation } from './conversations';
import { useReplyInquiry } from './api/reply-inquiry';
import { useMarkInquiryRead } from './api/mark-inquiry-read';
import { ConversationItem, MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';

/** The foot of each side's paged list of conversations. */
const LIST_END: Record<InquirySenderType, { endText: string; errorText: string; endTestId: string }> = {
  customer: { endText: 'No older conversations', errorText: 'Could not load more messages. Please try again.', endTestId: 'messages-end' },
  business: { endText: 'No older inquiries', errorText: 'Could not load more inquiries. Please try again.', endTestId: 'inquiries-end' },
};

/** A page-at-a-time list of conversations: the ones loaded, then "Load more" or the list's end. */
export function PagedConversationList({ conversations, reader, list }: { conversations: Conversation[]; reader: InquirySenderType; list: PagedList }) {
  return (
    <>
      <ConversationList conversations={conversations} reader={reader} />
      <ListEnd list={list} {...LIST_END[reader]} />
    </>
  );
}

/**
 * Conversations grouped by conversationId (docs/product.md#inquiries), for either side: the business owner
 * (`reader="business"`) or the customer (`reader="customer"`). Each one expands on click, shows its
 * unread count and latest message, and has its own reply box. Opening one marks the other side's
 * messages read.
 */
export function ConversationList({
  conversations,
  reader,
}: {
  conversations: Conversation[];
  reader: InquirySenderType;
}) {
  const markRead = useMarkInquiryRead(reader);
  const { isOpen, toggle } = useOpenConversations((id) => markRead.mutate(id));
  return (
    <ul className="grid gap-3" data-testid="conversation-list">
      {conversations.map((c) => (
        <InquiryConversation
          key={c.conversationId}
          conversation={c}
          reader={reader}
          expanded={isOpen(c.conversationId)}
          onToggle={() => toggle(c.conversationId, c.unread)}
        />
      ))}
    </ul>
  );
}

function InquiryConversation({
  conversation: c,
  reader,
  expanded,
  onToggle,
}: {
  conversation: Conversation;
  reader: InquirySenderType;
  expanded: boolean;
  onToggle: () => void;
}) {
  const counterpart = reader === 'business' ? c.customerName : (c.businessName ?? 'Business');
  return (
    <ConversationItem
      data-testid="conversation"
      data-conversation-id={c.conversationId}
      expanded={expanded}
      onToggle={onToggle}
      unread={c.unread}
      picture={
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          {reader === 'business' ? <User className="size-5" /> : <Store className="size-5" />}
        </span>
      }
      subject={c.subject}
      facts={[counterpart, reader === 'business' ? c.customerEmail : null]}
      messageCount={c.messages.length}
      latest={{ from: c.latest.senderType === reader ? 'You' : counterpart, message: c.latest.message }}
      lastAt={c.latest.createdAt}
    >
      {reader === 'customer' && c.businessId ? (
        <p className="text-sm">
          Conversation with{' '}
          <Link
            to={`/business/${c.businessId}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {c.businessName}
          </Link>
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label={`Messages about ${c.subject}`}>
        {c.messages.map((m) => (
          <MessageBubble
            key={m.id}
            mine={m.senderType === reader}
            sender={m.senderType === 'business' ? (c.businessName ?? 'Business') : m.customerName}
            createdAt={m.createdAt}
            message={m.message}
            data-testid="message"
            data-sender={m.senderType}
          />
        ))}
      </ol>
      <ReplyBox conversationId={c.conversationId} subject={c.subject} />
    </ConversationItem>
  );
}

function ReplyBox({ conversationId, subject }: { conversationId: string; subject: string }) {
  const reply = useReplyInquiry();
  return (
    <ReplyForm
      placeholder={`Reply about “${subject}”…`}
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate({ conversationId, message }, { onSuccess: sent })}
    />
  );
}
