import { useId, useState, type ComponentProps } from 'react';
import { Send } from 'lucide-react';
import { Button, Label, Textarea, cn } from '@pawpals/ui';
import { formatStamp } from './format';

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
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} {...item}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm',
          mine ? 'bg-primary/10 text-foreground' : 'bg-muted text-foreground',
        )}
      >
        <p className="mb-1 text-xs font-semibold text-muted-foreground">
          {mine ? 'You' : sender} · {formatStamp(createdAt)}
        </p>
        <p className="whitespace-pre-wrap break-words">{message}</p>
      </div>
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
      <Label htmlFor={id}>Your reply</Label>
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
        {pending ? 'Sending...' : 'Send Reply'}
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
