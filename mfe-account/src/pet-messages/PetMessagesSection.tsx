import { Link } from 'react-router-dom';
import { defineMessages } from 'react-intl';
import { Badge, Button, InlineAlert, ListEnd, Skeleton, useIntl } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { useListPetConversations, usePetMessagesUnreadCount } from './api/list-pet-conversations';
import { PetConversationList } from './PetConversationList';
import { common } from '../shared/messages';

const messages = defineMessages({
  intro: {
    id: 'account.petMessages.intro',
    defaultMessage: 'Private conversations about lost and found pets. Your phone number is never shown here.',
  },
  loadFailed: { id: 'account.petMessages.loadFailed', defaultMessage: 'Could not load your pet messages.' },
  empty: { id: 'account.petMessages.empty', defaultMessage: 'No pet messages yet' },
  emptyText: {
    id: 'account.petMessages.emptyText',
    defaultMessage: "Use ‘Message the owner’ on a lost or found pet's page; replies to your own posts arrive here too.",
  },
  browse: { id: 'account.petMessages.browse', defaultMessage: 'Browse Lost & Found' },
  end: { id: 'account.petMessages.end', defaultMessage: 'No older pet messages' },
  loadMoreFailed: { id: 'account.petMessages.loadMoreFailed', defaultMessage: 'Could not load more pet messages. Please try again.' },
});

/**
 * The inbox's Pet messages tab (docs/product.md#pet-conversations): private conversations about lost & found
 * posts, mine and others'. The notification of a new message links here (/dashboard#pet-messages).
 */
export function PetMessagesSection() {
  const intl = useIntl();
  const conversations = useListPetConversations();
  const list = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = usePetMessagesUnreadCount().data?.count ?? 0;
  return (
    <div id="pet-messages" data-testid="pet-messages-section" className="grid scroll-mt-24 gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {intl.formatMessage(messages.intro)}
        {unread > 0 ? <Badge data-testid="pet-messages-unread">{intl.formatMessage(common.newCount, { count: unread })}</Badge> : null}
      </p>
      {conversations.isLoading ? (
        <Skeleton className="h-20" />
      ) : conversations.isError && !conversations.data ? (
        // A later page that failed keeps the pages already read (ListEnd says so above "Load more").
        <InlineAlert>{intl.formatMessage(messages.loadFailed)}</InlineAlert>
      ) : list.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
          <Button asChild variant="outline">
            <Link to="/lost-found">{intl.formatMessage(messages.browse)}</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <PetConversationList conversations={list} />
          <ListEnd
            list={conversations}
            endText={intl.formatMessage(messages.end)}
            errorText={intl.formatMessage(messages.loadMoreFailed)}
            endTestId="pet-messages-end"
          />
        </>
      )}
    </div>
  );
}
