import { MessageSquare } from 'lucide-react';
import { Badge, Card, CardContent, CardDescription, InlineAlert, Skeleton, IconCardHeader } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { groupConversations } from '../inquiries/conversations';
import { PagedConversationList } from '../inquiries/ConversationList';
import { useInquiriesUnreadCount } from '../inquiries/api/get-inquiries-unread-count';
import { useListBusinessInquiries } from '../inquiries/api/list-business-inquiries';

/**
 * Customer Inquiries (docs/product.md#inquiries): conversations to my business, with replies, a page of
 * conversations at a time ("Load more", then the end). The unread badge is the server's count over all of them.
 */
export function InquiriesCard() {
  const inquiries = useListBusinessInquiries(true);
  const conversations = groupConversations(inquiries.data?.pages.flatMap((page) => page.items) ?? []);
  const unread = useInquiriesUnreadCount('business').data?.count ?? 0;
  // A later page that fails keeps the pages loaded (ListEnd says it failed); only a first page failing replaces the list.
  return (
    <Card data-testid="inquiries-card">
      <IconCardHeader
        Icon={MessageSquare}
        title={
          <>
            Customer Inquiries
            {unread > 0 ? <Badge data-testid="inquiries-unread">{unread} unread</Badge> : null}
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
        ) : inquiries.isError && !inquiries.data ? (
          <InlineAlert>
            Could not load inquiries.
          </InlineAlert>
        ) : conversations.length === 0 ? (
          <EmptyState title="No inquiries yet" text="Customer inquiries will appear here" />
        ) : (
          <PagedConversationList conversations={conversations} reader="business" list={inquiries} />
        )}
      </CardContent>
    </Card>
  );
}
