import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown, Send } from 'lucide-react';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import { Badge, Button, Label, Textarea, cn, useIntl } from '@pawpals/ui';
import { formatStamp } from './format';
import { common } from './messages';

const messages = defineMessages<{
  readonly messageCount: { readonly count: MessageValue };
  readonly byline: { readonly sender: MessageValue; readonly time: MessageValue };
  readonly latest: { readonly name: MessageValue; readonly message: MessageValue; readonly from: MessageTag };
  readonly yourReply: NoMessageValues;
  readonly sendReply: NoMessageValues;
}>({
  messageCount: { id: 'account.conversation.messageCount', defaultMessage: '{count, plural, one {# message} other {# messages}}' },
  byline: { id: 'account.conversation.byline', defaultMessage: '{sender} · {time}' },
  latest: { id: 'account.conversation.latest', defaultMessage: '<from>{name}:</from> {message}' },
  yourReply: { id: 'account.conversation.yourReply', defaultMessage: 'Your reply' },
  sendReply: { id: 'account.conversation.sendReply', defaultMessage: 'Send Reply' },
});

/** A reply may be sent only when it has something besides whitespace (docs/product.md#input-rules). */
export function canSendReply(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0;
}

/** One message of a conversation: mine on the right, theirs on the left, with who sent it and when. */
export function MessageBubble({
  mine,
  sender,
  createdAt,
  message,
  ...item
}: {
  mine: boolean;
  sender: string;
  createdAt: string;
  message: string;
} & Omit<ComponentProps<'li'>, 'className' | 'children'>) {
  const intl = useIntl();
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} {...item}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm',
          mine ? 'bg-primary/10 text-foreground' : 'bg-muted text-foreground',
        )}
      >
        <p className="mb-1 text-xs font-semibold text-muted-foreground">
          {intl.formatMessage(messages.byline, { sender: mine ? intl.formatMessage(common.you) : sender, time: formatStamp(intl, createdAt) })}
        </p>
        <p className="whitespace-pre-wrap break-words">{message}</p>
      </div>
    </li>
  );
}

/**
 * One conversation of a list, closed to its summary (picture, subject, unread count, `facts` and the
 * message count, the latest message, when) and opened on click to `children` (its messages and reply box).
 */
export function ConversationItem({
  expanded,
  onToggle,
  unread,
  picture,
  subject,
  facts,
  messageCount,
  latest,
  lastAt,
  children,
  ...item
}: {
  expanded: boolean;
  onToggle: () => void;
  unread: number;
  picture: ReactNode;
  subject: string;
  facts: (string | null | undefined)[];
  messageCount: number;
  /** Who wrote the latest message ('You' or the other side) and what. */
  latest?: { from: string; message: string };
  lastAt: string;
  children: ReactNode;
  'data-testid': string;
  'data-conversation-id': string;
}) {
  const intl = useIntl();
  const panelId = useId();
  const summary = [...facts.filter(Boolean), intl.formatMessage(messages.messageCount, { count: messageCount })];
  return (
    <li className={cn('rounded-2xl border bg-card shadow-xs', unread > 0 ? 'border-primary/40' : 'border-border')} {...item}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left transition hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {picture}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-foreground">{subject}</span>
            {unread > 0 ? (
              <Badge data-testid="unread-count" aria-label={intl.formatMessage(common.unreadCount, { count: unread })}>
                {intl.formatMessage(common.unreadCount, { count: unread })}
              </Badge>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">{summary.join(' · ')}</span>
          {latest ? (
            <span className="line-clamp-1 text-sm text-foreground/85" data-testid="latest-message">
              {intl.formatMessage(messages.latest, {
                name: latest.from,
                message: latest.message,
                from: (chunks) => <span className="font-medium">{chunks}</span>,
              })}
            </span>
          ) : null}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted-foreground">
          {formatStamp(intl, lastAt)}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </span>
      </button>
      {expanded ? (
        <div id={panelId} className="grid gap-4 border-t border-border p-4">
          {children}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The reply box under a conversation: sends only something besides whitespace, once at a time, and
 * empties itself when `onSend` reports the reply stored (`sent`).
 */
export function ReplyForm({
  placeholder,
  maxLength,
  pending,
  onSend,
}: {
  placeholder: string;
  maxLength?: number;
  pending: boolean;
  onSend: (message: string, sent: () => void) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const canSend = canSendReply(text, pending);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend(text, () => setText(''));
      }}
    >
      <Label htmlFor={id}>{intl.formatMessage(messages.yourReply)}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
      />
      <Button type="submit" className="w-fit justify-self-end" disabled={!canSend}>
        <Send aria-hidden="true" />
        {pending ? intl.formatMessage(common.sending) : intl.formatMessage(messages.sendReply)}
      </Button>
    </form>
  );
}

/**
 * Which conversations of a list are open. Opening one that has unread messages marks them read
 * (`markRead`); closing it does not.
 */
export function useOpenConversations(markRead: (conversationId: string) => void) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (conversationId: string, unread: number) => {
    const next = new Set(open);
    if (next.has(conversationId)) next.delete(conversationId);
    else {
      next.add(conversationId);
      if (unread > 0) markRead(conversationId);
    }
    setOpen(next);
  };
  return { isOpen: (conversationId: string) => open.has(conversationId), toggle };
}
