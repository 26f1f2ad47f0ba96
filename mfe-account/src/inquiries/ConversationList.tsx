import { Link } from 'react-router-dom';
import { Store, User } from 'lucide-react';
import { defineMessages, type MessageDescriptor, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import type { InquirySenderType } from '@pawpals/contracts';
import { ListEnd, useIntl, type PagedList } from '@pawpals/ui';
import type { Conversation } from './conversations';
import { useReplyInquiry } from './api/reply-inquiry';
import { useMarkInquiryRead } from './api/mark-inquiry-read';
import { ConversationItem, MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly customerEnd: NoMessageValues;
  readonly customerLoadMoreFailed: NoMessageValues;
  readonly businessEnd: NoMessageValues;
  readonly businessLoadMoreFailed: NoMessageValues;
  readonly conversationWith: { readonly business: MessageValue; readonly link: MessageTag };
  readonly messagesAbout: { readonly subject: MessageValue };
  readonly replyPlaceholder: { readonly subject: MessageValue };
}>({
  customerEnd: { id: 'account.inquiries.customerEnd', defaultMessage: 'No older conversations' },
  customerLoadMoreFailed: { id: 'account.inquiries.customerLoadMoreFailed', defaultMessage: 'Could not load more messages. Please try again.' },
  businessEnd: { id: 'account.inquiries.businessEnd', defaultMessage: 'No older inquiries' },
  businessLoadMoreFailed: { id: 'account.inquiries.businessLoadMoreFailed', defaultMessage: 'Could not load more inquiries. Please try again.' },
  conversationWith: { id: 'account.inquiries.conversationWith', defaultMessage: 'Conversation with <link>{business}</link>' },
  messagesAbout: { id: 'account.inquiries.messagesAbout', defaultMessage: 'Messages about {subject}' },
  replyPlaceholder: { id: 'account.inquiries.replyPlaceholder', defaultMessage: 'Reply about “{subject}”…' },
});

/** The foot of each side's paged list of conversations. */
const LIST_END: Record<InquirySenderType, { endText: MessageDescriptor; errorText: MessageDescriptor; endTestId: string }> = {
  customer: { endText: messages.customerEnd, errorText: messages.customerLoadMoreFailed, endTestId: 'messages-end' },
  business: { endText: messages.businessEnd, errorText: messages.businessLoadMoreFailed, endTestId: 'inquiries-end' },
};

/** A page-at-a-time list of conversations: the ones loaded, then "Load more" or the list's end. */
export function PagedConversationList({ conversations, reader, list }: { conversations: Conversation[]; reader: InquirySenderType; list: PagedList }) {
  const intl = useIntl();
  const end = LIST_END[reader];
  return (
    <>
      <ConversationList conversations={conversations} reader={reader} />
      <ListEnd list={list} endText={intl.formatMessage(end.endText)} errorText={intl.formatMessage(end.errorText)} endTestId={end.endTestId} />
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
  const intl = useIntl();
  const business = intl.formatMessage(common.business);
  const counterpart = reader === 'business' ? c.customerName : (c.businessName ?? business);
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
      latest={{ from: c.latest.senderType === reader ? intl.formatMessage(common.you) : counterpart, message: c.latest.message }}
      lastAt={c.latest.createdAt}
    >
      {reader === 'customer' && c.businessId ? (
        <p className="text-sm">
          {intl.formatMessage(messages.conversationWith, {
            business: c.businessName,
            link: (chunks) => (
              <Link to={`/business/${c.businessId}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label={intl.formatMessage(messages.messagesAbout, { subject: c.subject })}>
        {c.messages.map((m) => (
          <MessageBubble
            key={m.id}
            mine={m.senderType === reader}
            sender={m.senderType === 'business' ? (c.businessName ?? business) : m.customerName}
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
  const intl = useIntl();
  const reply = useReplyInquiry();
  return (
    <ReplyForm
      placeholder={intl.formatMessage(messages.replyPlaceholder, { subject })}
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate({ conversationId, message }, { onSuccess: sent })}
    />
  );
}
