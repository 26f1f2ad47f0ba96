import { Link } from 'react-router-dom';
import { Badge, Button, InlineAlert, ListEnd, Skeleton } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { useListPetConversations, usePetMessagesUnreadCount } from './api/list-pet-conversations';
import { PetConversationList } from './PetConversationList';

/**
 * The inbox's Pet messages tab (docs/product.md#pet-conversations): private conversations about lost & found
 * posts, mine and others'. The notification of a new message links here (/dashboard#pet-messages).
 */
export function PetMessagesSection() {
  const conversations = useListPetConversations();
  const list = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = usePetMessagesUnreadCount().data?.count ?? 0;
  return (
    <div id="pet-messages" data-testid="pet-messages-section" className="grid scroll-mt-24 gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Private conversations about lost and found pets. Your phone number is never shown here.
        {unread > 0 ? <Badge data-testid="pet-messages-unread">{unread} new</Badge> : null}
      </p>
      {conversations.isLoading ? (
        <Skeleton className="h-20" />
      ) : conversations.isError && !conversations.data ? (
        // A later page that failed keeps the pages already read (ListEnd says so above "Load more").
        <InlineAlert>Could not load your pet messages.</InlineAlert>
      ) : list.length === 0 ? (
        <EmptyState title="No pet messages yet" text="Use ‘Message the owner’ on a lost or found pet's page; replies to your own posts arrive here too.">
          <Button asChild variant="outline">
            <Link to="/lost-found">Browse Lost &amp; Found</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <PetConversationList conversations={list} />
          <ListEnd
            list={conversations}
            endText="No older pet messages"
            errorText="Could not load more pet messages. Please try again."
            endTestId="pet-messages-end"
          />
        </>
      )}
    </div>
  );
}
