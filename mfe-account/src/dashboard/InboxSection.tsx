import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Inbox } from 'lucide-react';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import { Badge, Card, CardContent, Tabs, TabsContent, TabsList, TabsTrigger, IconCardHeader, useIntl } from '@pawpals/ui';
import { useInquiriesUnreadCount } from '../inquiries/api/get-inquiries-unread-count';
import { usePetMessagesUnreadCount } from '../pet-messages/api/list-pet-conversations';
import { PetMessagesSection } from '../pet-messages/PetMessagesSection';
import { MessagesSection } from './MessagesSection';

const messages = defineMessages<{
  readonly unreadBadge: { readonly count: MessageValue; readonly hidden: MessageTag };
  readonly title: NoMessageValues;
  readonly businesses: { readonly badge: MessageValue };
  readonly petMessages: { readonly badge: MessageValue };
}>({
  unreadBadge: { id: 'account.inbox.unreadBadge', defaultMessage: '{count}<hidden> new</hidden>' },
  title: { id: 'account.inbox.title', defaultMessage: 'Inbox' },
  businesses: { id: 'account.inbox.businesses', defaultMessage: 'Businesses {badge}' },
  petMessages: { id: 'account.inbox.petMessages', defaultMessage: 'Pet messages {badge}' },
});

type InboxTab = 'businesses' | 'pets';

/** A tab's count of new messages, read out as "2 new". */
function UnreadBadge({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Badge>
      {intl.formatMessage(messages.unreadBadge, { count, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
    </Badge>
  );
}

/** Notification links land on a tab: #messages (businesses) or #pet-messages (lost & found). */
const tabOfHash = (hash: string): InboxTab | null => (hash === '#messages' ? 'businesses' : hash === '#pet-messages' ? 'pets' : null);

/**
 * One inbox with two tabs, instead of "Messages" and "Pet messages" side by side: each tab says
 * how many messages are new. Without a link to a tab, the one with news opens (businesses when both or neither).
 */
export function InboxSection() {
  const intl = useIntl();
  const { hash } = useLocation();
  // Both badges are the services' counts over every conversation, not only the pages loaded.
  const businessUnread = useInquiriesUnreadCount('customer').data?.count ?? 0;
  const petUnread = usePetMessagesUnreadCount().data?.count ?? 0;
  const [picked, setPicked] = useState<InboxTab | null>(tabOfHash(hash));
  const tab = picked ?? (petUnread > 0 && businessUnread === 0 ? 'pets' : 'businesses');

  useEffect(() => {
    const linked = tabOfHash(hash);
    if (!linked) return;
    setPicked(linked);
    // After the tab's panel is in the page.
    requestAnimationFrame(() => document.getElementById('inbox')?.scrollIntoView());
  }, [hash]);

  return (
    <Card id="inbox" aria-labelledby="inbox-title" data-testid="inbox" className="scroll-mt-24">
      <IconCardHeader Icon={Inbox} title={intl.formatMessage(messages.title)} titleId="inbox-title" />
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setPicked(value as InboxTab)}>
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1">
              <TabsTrigger value="businesses" className="whitespace-normal">
                {intl.formatMessage(messages.businesses, { badge: businessUnread > 0 ? <UnreadBadge count={businessUnread} /> : null })}
              </TabsTrigger>
              <TabsTrigger value="pets" className="whitespace-normal">
                {intl.formatMessage(messages.petMessages, { badge: petUnread > 0 ? <UnreadBadge count={petUnread} /> : null })}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="businesses">
              <MessagesSection />
            </TabsContent>
            <TabsContent value="pets">
              <PetMessagesSection />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    );
  }
  