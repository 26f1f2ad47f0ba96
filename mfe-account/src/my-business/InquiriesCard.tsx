import { defineMessages } from 'react-intl';
import { common } from '../shared/messages';
import { MessageSquare } from 'lucide-react';
import { Badge, Card, CardContent, CardDescription, InlineAlert, Skeleton, IconCardHeader, useIntl } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { groupConversations } from '../inquiries/conversations';
import { PagedConversationList } from '../inquiries/ConversationList';
import { useInquiriesUnreadCount } from '../inquiries/api/get-inquiries-unread-count';
import { useListBusinessInquiries } from '../inquiries/api/list-business-inquiries';

const messages = defineMessages({
  title: { id: 'account.inquiries.title', defaultMessage: 'Customer Inquiries' },
  description: { id: 'account.inquiries.description', defaultMessage: 'Questions from pet owners. Open a conversation to read it and reply.' },
  loadFailed: { id: 'account.inquiries.loadFailed', defaultMessage: 'Could not load inquiries.' },
  empty: { id: 'account.inquiries.empty', defaultMessage: 'No inquiries yet' },
  emptyText: { id: 'account.inquiries.emptyText', defaultMessage: 'Customer inquiries will appear here' },
});

/**
 * Customer Inquiries (docs/product.md#inquiries): conversations to my business, with replies, a page of
 * conversations at a time ("Load more", then the end). The unread badge is the server's count over all of them.
 */
export function InquiriesCard() {
  const intl = useIntl();
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
            {intl.formatMessage(messages.title)}
            {unread > 0 ? <Badge data-testid="inquiries-unread">{intl.formatMessage(common.unreadCount, { count: unread })}</Badge> : null}
          </>
        }
      >
        <CardDescription>
          {intl.formatMessage(messages.description)}
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
            {intl.formatMessage(messages.loadFailed)}
          </InlineAlert>
        ) : conversations.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)} />
        ) : (
          <PagedConversationList conversations={conversations} reader="business" list={inquiries} />
        )}
      </CardContent>
    </Card>
  );
}
