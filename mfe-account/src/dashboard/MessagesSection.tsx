import { Link } from 'react-router-dom';
import { Badge, Button, InlineAlert, Skeleton } from '@pawpals/ui';
import { groupConversations, totalUnread } from '../inquiries/conversations';
import { ConversationList } from '../inquiries/ConversationList';
import { useListMyInquiries } from '../inquiries/api/list-my-inquiries';
import { EmptyState } from '../shared/EmptyState';

/** The inbox's Businesses tab: the conversations I started with businesses, their replies, and my answers. */
export function MessagesSection() {
  const inquiries = useListMyInquiries();
  const conversations = groupConversations(inquiries.data ?? []);
  const unread = totalUnread(conversations);
  return (
    <div id="messages" data-testid="messages-section" className="grid scroll-mt-24 gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Your conversations with businesses. Open one to read the replies and answer.
        {unread > 0 ? <Badge data-testid="messages-unread">{unread} new</Badge> : null}
      </p>
      {inquiries.isLoading ? (
        <Skeleton className="h-20" />
      ) : inquiries.isError ? (
        <InlineAlert>Could not load your messages.</InlineAlert>
      ) : conversations.length === 0 ? (
        <EmptyState title="No messages yet" text="Use ‘Contact Business’ on a business page to ask a question.">
          <Button asChild variant="outline">
            <Link to="/services">Browse Services</Link>
          </Button>
        </EmptyState>
      ) : (
        <ConversationList conversations={conversations} reader="customer" />
      )}
    </div>
  );
}
