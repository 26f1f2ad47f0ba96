import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, PawPrint } from 'lucide-react';
import type { PetConversation } from '@pawpals/contracts';
import { Badge, Photo, cn, photoPlaceholderOf } from '@pawpals/ui';
import { formatStamp } from '../shared/format';
import { useMarkPetConversationRead } from './api/mark-pet-conversation-read';
import { useReplyPetConversation } from './api/reply-pet-conversation';
import { counterpartName, petSubject } from './pet-conversations';
import { MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';

/**
 * Conversations about lost & found posts, on either side (my post, or someone else's I wrote about).
 * Each expands on click, shows its unread count and latest message, and has its own reply box; opening
 * one marks the other side's messages read.
 */
export function PetConversationList({ conversations }: { conversations: PetConversation[] }) {
  const markRead = useMarkPetConversationRead();
  const { isOpen, toggle } = useOpenConversations((id) => markRead.mutate(id));
  return (
    <ul className="grid gap-3" data-testid="pet-conversation-list">
      {conversations.map((c) => (
        <PetConversationItem key={c.id} conversation={c} expanded={isOpen(c.id)} onToggle={() => toggle(c.id, c.unreadCount)} />
      ))}
    </ul>
  );
}

function PetConversationItem({ conversation: c, expanded, onToggle }: { conversation: PetConversation; expanded: boolean; onToggle: () => void }) {
  const panelId = useId();
  const subject = petSubject(c);
  const counterpart = counterpartName(c);
  const latest = c.messages[c.messages.length - 1];
  const side = c.role === 'poster' ? 'About your post' : 'About their post';
  return (
    <li
      className={cn('rounded-2xl border bg-card shadow-xs', c.unreadCount > 0 ? 'border-primary/40' : 'border-border')}
      data-testid="pet-conversation"
      data-conversation-id={c.id}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left transition hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Photo
          src={c.photoUrl}
          alt=""
          width={48}
          height={48}
          sizes="48px"
          placeholder={photoPlaceholderOf(c)}
          className="size-12 shrink-0 rounded-xl object-cover"
          fallback={
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
              <PawPrint className="size-5" />
            </span>
          }
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-foreground">{subject}</span>
            {c.unreadCount > 0 ? (
              <Badge data-testid="unread-count" aria-label={`${c.unreadCount} unread`}>
                {c.unreadCount} unread
              </Badge>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">
            {counterpart} · {side} · {c.messages.length} {c.messages.length === 1 ? 'message' : 'messages'}
          </span>
          {latest ? (
            <span className="line-clamp-1 text-sm text-foreground/85" data-testid="latest-message">
              <span className="font-medium">{latest.senderRole === c.role ? 'You' : counterpart}:</span> {latest.message}
            </span>
          ) : null}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted-foreground">
          {formatStamp(c.lastMessageAt)}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </span>
      </button>
      {expanded ? (
        <div id={panelId} className="grid gap-4 border-t border-border p-4">
          <p className="text-sm">
            <Link to={`/lost-found/${c.postId}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              View the post
            </Link>
            {c.postStatus === 'resolved' ? <span className="text-muted-foreground"> · This pet is home</span> : null}
          </p>
          <ol className="grid gap-3" aria-label={`Messages about ${subject}`}>
            {c.messages.map((m) => (
              <MessageBubble
                key={m.id}
                mine={m.senderRole === c.role}
                sender={m.senderFirstName ?? counterpart}
                createdAt={m.createdAt}
                message={m.message}
                data-testid="pet-message"
                data-sender={m.senderRole}
              />
            ))}
          </ol>
          <PetReplyBox conversationId={c.id} subject={subject} />
        </div>
      ) : null}
    </li>
  );
}

function PetReplyBox({ conversationId, subject }: { conversationId: string; subject: string }) {
  const reply = useReplyPetConversation();
  return (
    <ReplyForm
      placeholder={`Reply about ${subject}…`}
      maxLength={5000}
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate({ conversationId, message }, { onSuccess: sent })}
    />
  );
}
