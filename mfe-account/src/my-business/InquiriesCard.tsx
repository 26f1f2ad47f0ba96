import { MessageSquare } from 'lucide-react';
import { Badge, Card, CardContent, CardDescription, InlineAlert, Skeleton, IconCardHeader } from '@pawpals/ui';
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
      <IconCardHeader
        Icon={MessageSquare}
        title={
          <>
            Customer Inquiries
            {unread > 0 ? <Badge>{unread} unread</Badge> : null}
          </>
        }
      >
        <CardDescription>
          Questions from pet owners. Open a conversation to read it and reply.
        </CardDescription>
      </IconCardHeader>
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
