import { Badge, ButtonLink, InlineAlert, Skeleton } from '@pawpals/ui';
import { groupConversations } from '../inquiries/conversations';
import { PagedConversationList } from '../inquiries/ConversationList';
import { useInquiriesUnreadCount } from '../inquiries/api/get-inquiries-unread-count';
import { useListMyInquiries } from '../inquiries/api/list-my-inquiries';
import { EmptyState } from '../shared/EmptyState';

/**
 * The inbox's Businesses tab: the conversations I started with businesses, their replies, and my answers, a
 * page of conversations at a time ("Load more", then the end). The badge is the server's count over all of them.
 */
export function MessagesSection() {
  const inquiries = useListMyInquiries();
  const conversations = groupConversations(inquiries.data?.pages.flatMap((page) => page.items) ?? []);
  const unread = useInquiriesUnreadCount('customer').data?.count ?? 0;
  // A later page that fails keeps the pages loaded (ListEnd says it failed); only a first page failing replaces the list.
  return (
    <div id="messages" data-testid="messages-section" className="grid scroll-mt-24 gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Your conversations with businesses. Open one to read the replies and answer.
        {unread > 0 ? <Badge data-testid="messages-unread">{unread} new</Badge> : null}
      </p>
      {inquiries.isLoading ? (
        <Skeleton className="h-20" />
      ) : inquiries.isError && !inquiries.data ? (
        <InlineAlert>Could not load your messages.</InlineAlert>
      ) : conversations.length === 0 ? (
        <EmptyState title="No messages yet" text="Use ‘Contact Business’ on a business page to ask a question.">
          <ButtonLink to="/services" variant="outline">
            Browse Services
          </ButtonLink>
        </EmptyState>
      ) : (
        <PagedConversationList conversations={conversations} reader="customer" list={inquiries} />
      )}
    </div>
  );
}
