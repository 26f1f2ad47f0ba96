import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, Store, User } from 'lucide-react';
import type { InquirySenderType } from '@pawpals/contracts';
import { Badge, cn } from '@pawpals/ui';
import { formatStamp } from '../shared/format';
import type { Conversation } from './conversations';
import { useReplyInquiry } from './api/reply-inquiry';
import { useMarkInquiryRead } from './api/mark-inquiry-read';
import { MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';

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
        <ConversationItem
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

function ConversationItem({
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
  const panelId = useId();
  const counterpart = reader === 'business' ? c.customerName : (c.businessName ?? 'Business');
  const latestFromMe = c.latest.senderType === reader;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-card shadow-xs',
        c.unread > 0 ? 'border-primary/40' : 'border-border',
      )}
      data-testid="conversation"
      data-conversation-id={c.conversationId}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left transition hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          {reader === 'business' ? <User className="size-5" /> : <Store className="size-5" />}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-foreground">{c.subject}</span>
            {c.unread > 0 ? (
              <Badge data-testid="unread-count" aria-label={`${c.unread} unread`}>
                {c.unread} unread
              </Badge>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">
            {counterpart}
            {reader === 'business' && c.customerEmail ? <> · {c.customerEmail}</> : null} ·{' '}
            {c.messages.length} {c.messages.length === 1 ? 'message' : 'messages'}
          </span>
          <span className="line-clamp-1 text-sm text-foreground/85" data-testid="latest-message">
            <span className="font-medium">{latestFromMe ? 'You' : counterpart}:</span> {c.latest.message}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted-foreground">
          {formatStamp(c.latest.createdAt)}
          <ChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </span>
      </button>
      {expanded ? (
        <div id={panelId} className="grid gap-4 border-t border-border p-4">
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
        </div>
      ) : null}
    </li>
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
