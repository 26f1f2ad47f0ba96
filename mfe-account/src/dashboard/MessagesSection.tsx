import { defineMessages } from 'react-intl';
import { Badge, ButtonLink, InlineAlert, Skeleton, useIntl } from '@pawpals/ui';
import { groupConversations } from '../inquiries/conversations';
import { PagedConversationList } from '../inquiries/ConversationList';
import { useInquiriesUnreadCount } from '../inquiries/api/get-inquiries-unread-count';
import { useListMyInquiries } from '../inquiries/api/list-my-inquiries';
import { EmptyState } from '../shared/EmptyState';
import { common } from '../shared/messages';

const messages = defineMessages({
  intro: { id: 'account.messages.intro', defaultMessage: 'Your conversations with businesses. Open one to read the replies and answer.' },
  loadFailed: { id: 'account.messages.loadFailed', defaultMessage: 'Could not load your messages.' },
  empty: { id: 'account.messages.empty', defaultMessage: 'No messages yet' },
  emptyText: { id: 'account.messages.emptyText', defaultMessage: 'Use ‘Contact Business’ on a business page to ask a question.' },
});

/**
 * The inbox's Businesses tab: the conversations I started with businesses, their replies, and my answers, a
 * page of conversations at a time ("Load more", then the end). The badge is the server's count over all of them.
 */
export function MessagesSection() {
  const intl = useIntl();
  const inquiries = useListMyInquiries();
  const conversations = groupConversations(inquiries.data?.pages.flatMap((page) => page.items) ?? []);
  const unread = useInquiriesUnreadCount('customer').data?.count ?? 0;
  // A later page that fails keeps the pages loaded (ListEnd says it failed); only a first page failing replaces the list.
  return (
    <div id="messages" data-testid="messages-section" className="grid scroll-mt-24 gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {intl.formatMessage(messages.intro)}
        {unread > 0 ? <Badge data-testid="messages-unread">{intl.formatMessage(common.newCount, { count: unread })}</Badge> : null}
      </p>
      {inquiries.isLoading ? (
        <Skeleton className="h-20" />
      ) : inquiries.isError && !inquiries.data ? (
        <InlineAlert>{intl.formatMessage(messages.loadFailed)}</InlineAlert>
      ) : conversations.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
          <ButtonLink to="/services" variant="outline">
            {intl.formatMessage(common.browseServices)}
          </ButtonLink>
        </EmptyState>
      ) : (
        <PagedConversationList conversations={conversations} reader="customer" list={inquiries} />
      )}
    </div>
  );
}
