import { Link } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, InlineAlert, Skeleton } from '@pawpals/ui';
import { groupConversations, totalUnread } from '../inquiries/conversations';
import { ConversationList } from '../inquiries/ConversationList';
import { useListMyInquiries } from '../inquiries/api/list-my-inquiries';
import { EmptyState } from '../shared/EmptyState';

/** Messages (issue 6 item 4): the conversations I started with businesses, their replies, and my answers. */
export function MessagesSection() {
  const inquiries = useListMyInquiries();
  const conversations = groupConversations(inquiries.data ?? []);
  const unread = totalUnread(conversations);
  return (
    <Card id="messages" aria-labelledby="messages-title" data-testid="messages-section">
      <CardHeader>
        <h2
          id="messages-title"
          className="flex items-center gap-2 text-xl font-bold leading-tight tracking-tight"
        >
          <MessageSquare className="size-5 text-primary" aria-hidden="true" /> Messages
          {unread > 0 ? <Badge data-testid="messages-unread">{unread} new</Badge> : null}
        </h2>
        <CardDescription>
          Your conversations with businesses. Open one to read the replies and answer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {inquiries.isLoading ? (
          <Skeleton className="h-20" />
        ) : inquiries.isError ? (
          <InlineAlert>
            Could not load your messages.
          </InlineAlert>
        ) : conversations.length === 0 ? (
          <EmptyState
            title="No messages yet"
            text="Use ‘Contact Business’ on a business page to ask a question."
          >
            <Button asChild variant="outline">
              <Link to="/services">Browse Services</Link>
            </Button>
          </EmptyState>
        ) : (
          <ConversationList conversations={conversations} reader="customer" />
        )}
      </CardContent>
    </Card>
  );
}
