import { Link } from 'react-router-dom';
import type { PetConversation } from '@pawpals/contracts';
import { PetThumbnail } from '@pawpals/ui';
import { useMarkPetConversationRead } from './api/mark-pet-conversation-read';
import { useReplyPetConversation } from './api/reply-pet-conversation';
import { counterpartName, petSubject } from './pet-conversations';
import { ConversationItem, MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';

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
  const subject = petSubject(c);
  const counterpart = counterpartName(c);
  const latest = c.messages[c.messages.length - 1];
  return (
    <ConversationItem
      data-testid="pet-conversation"
      data-conversation-id={c.id}
      expanded={expanded}
      onToggle={onToggle}
      unread={c.unreadCount}
      picture={
        <PetThumbnail
          pet={c}
          px={48}
          className="size-12 rounded-xl"
          fallbackClassName="size-12 rounded-xl bg-accent text-accent-foreground"
          iconClassName="size-5"
        />
      }
      subject={subject}
      facts={[counterpart, c.role === 'poster' ? 'About your post' : 'About their post']}
      messageCount={c.messages.length}
      latest={latest ? { from: latest.senderRole === c.role ? 'You' : counterpart, message: latest.message } : undefined}
      lastAt={c.lastMessageAt}
    >
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
    </ConversationItem>
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
