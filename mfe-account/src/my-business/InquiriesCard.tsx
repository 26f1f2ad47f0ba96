import { MessageSquare } from 'lucide-react';
import { Badge, Card, CardContent, CardDescription, CardHeader, InlineAlert, Skeleton } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { groupConversations, totalUnread } from '../inquiries/conversations';
import { ConversationList } from '../inquiries/ConversationList';
import { useListBusinessInquiries } from '../inquiries/api/list-business-inquiries';

/** Customer Inquiries (docs/product.md#inquiries): conversations to my business, with replies. */
export function InquiriesCard() {
  const inquiries = useListBusinessInquiries(true);
  const conversations = groupConversations(inquiries.data ?? []);
  const unread = totalUnread(conversations);
  return (
    <Card data-testid="inquiries-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-bold leading-tight tracking-tight">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" /> Customer Inquiries
          {unread > 0 ? <Badge>{unread} unread</Badge> : null}
        </h2>
        <CardDescription>
          Questions from pet owners. Open a conversation to read it and reply.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {inquiries.isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : inquiries.isError ? (
          <InlineAlert>
            Could not load inquiries.
          </InlineAlert>
        ) : conversations.length === 0 ? (
          <EmptyState title="No inquiries yet" text="Customer inquiries will appear here" />
        ) : (
          <ConversationList conversations={conversations} reader="business" />
        )}
      </CardContent>
    </Card>
  );
}
