import { Link } from 'react-router-dom';
import { PawPrint } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, InlineAlert, Skeleton } from '@pawpals/ui';
import { EmptyState } from '../shared/EmptyState';
import { useListPetConversations } from './api/list-pet-conversations';
import { PetConversationList } from './PetConversationList';
import { totalPetUnread } from './pet-conversations';

/**
 * Pet messages (issue 14): private conversations about lost & found posts, mine and others'. The
 * notification of a new message links here (/dashboard#pet-messages).
 */
export function PetMessagesSection() {
  const conversations = useListPetConversations();
  const list = conversations.data ?? [];
  const unread = totalPetUnread(list);
  return (
    <Card id="pet-messages" aria-labelledby="pet-messages-title" data-testid="pet-messages-section" className="scroll-mt-24">
      <CardHeader>
        <h2 id="pet-messages-title" className="flex items-center gap-2 text-xl font-bold leading-tight tracking-tight">
          <PawPrint className="size-5 text-primary" aria-hidden="true" /> Pet messages
          {unread > 0 ? <Badge data-testid="pet-messages-unread">{unread} new</Badge> : null}
        </h2>
        <CardDescription>Private conversations about lost and found pets. Your phone number is never shown here.</CardDescription>
      </CardHeader>
      <CardContent>
        {conversations.isLoading ? (
          <Skeleton className="h-20" />
        ) : conversations.isError ? (
          <InlineAlert>
            Could not load your pet messages.
          </InlineAlert>
        ) : list.length === 0 ? (
          <EmptyState title="No pet messages yet" text="Use ‘Message the owner’ on a lost or found pet's page; replies to your own posts arrive here too.">
            <Button asChild variant="outline">
              <Link to="/lost-found">Browse Lost &amp; Found</Link>
            </Button>
          </EmptyState>
        ) : (
          <PetConversationList conversations={list} />
        )}
      </CardContent>
    </Card>
  );
}
