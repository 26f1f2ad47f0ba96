import { Link } from 'react-router-dom';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import type { PetConversation } from '@pawpals/contracts';
import { PetThumbnail, useIntl } from '@pawpals/ui';
import { useMarkPetConversationRead } from './api/mark-pet-conversation-read';
import { useReplyPetConversation } from './api/reply-pet-conversation';
import { counterpartName, petSubject } from './pet-conversations';
import { ConversationItem, MessageBubble, ReplyForm, useOpenConversations } from '../shared/Conversation';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly aboutYourPost: NoMessageValues;
  readonly aboutTheirPost: NoMessageValues;
  readonly viewPost: { readonly home: MessageValue; readonly link: MessageTag; readonly muted: MessageTag };
  readonly messagesAbout: { readonly subject: MessageValue };
  readonly replyPlaceholder: { readonly subject: MessageValue };
}>({
  aboutYourPost: { id: 'account.petMessages.aboutYourPost', defaultMessage: 'About your post' },
  aboutTheirPost: { id: 'account.petMessages.aboutTheirPost', defaultMessage: 'About their post' },
  viewPost: {
    id: 'account.petMessages.viewPost',
    defaultMessage: '<link>View the post</link>{home, select, yes {<muted> · This pet is home</muted>} other {}}',
  },
  messagesAbout: { id: 'account.petMessages.messagesAbout', defaultMessage: 'Messages about {subject}' },
  replyPlaceholder: { id: 'account.petMessages.replyPlaceholder', defaultMessage: 'Reply about {subject}…' },
});

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
  const intl = useIntl();
  const subject = petSubject(intl, c);
  const counterpart = counterpartName(intl, c);
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
      facts={[counterpart, intl.formatMessage(c.role === 'poster' ? messages.aboutYourPost : messages.aboutTheirPost)]}
      messageCount={c.messages.length}
      latest={latest ? { from: latest.senderRole === c.role ? intl.formatMessage(common.you) : counterpart, message: latest.message } : undefined}
      lastAt={c.lastMessageAt}
    >
      <p className="text-sm">
        {intl.formatMessage(messages.viewPost, {
          home: c.postStatus === 'resolved' ? 'yes' : 'no',
          link: (chunks) => (
            <Link to={`/lost-found/${c.postId}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
          muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
        })}
      </p>
      <ol className="grid gap-3" aria-label={intl.formatMessage(messages.messagesAbout, { subject })}>
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
  const intl = useIntl();
  const reply = useReplyPetConversation();
  return (
    <ReplyForm
      placeholder={intl.formatMessage(messages.replyPlaceholder, { subject })}
      maxLength={5000}
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate({ conversationId, message }, { onSuccess: sent })}
    />
  );
}
