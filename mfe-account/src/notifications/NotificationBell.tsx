import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bell, CheckCheck, Inbox } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { Notification } from '@pawpals/contracts';
import {
  Button,
  ListEnd,
  Popover,
  PopoverContent,
  PopoverTrigger,
  SectionMessages,
  SectionScope,
  Skeleton,
  cn,
  useIntl,
} from '@pawpals/ui';
import { useListNotifications } from './api/list-notifications';
import { useGetUnreadCount } from './api/get-unread-count';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useLiveNotifications } from './api/use-live-notifications';
import { badgeLabel, timeAgo } from './badge-label';
import { accountCatalog } from '../i18n/catalog';
import '../styles.css';

const messages = defineMessages({
  unreadMark: { id: 'account.notifications.unreadMark', defaultMessage: '(unread)' },
  unreadSuffix: { id: 'account.notifications.unreadSuffix', defaultMessage: 'unread' },
  title: { id: 'account.notifications.title', defaultMessage: 'Notifications' },
  markAllRead: { id: 'account.notifications.markAllRead', defaultMessage: 'Mark all read' },
  empty: { id: 'account.notifications.empty', defaultMessage: 'No notifications yet' },
  end: { id: 'account.notifications.end', defaultMessage: 'No older notifications' },
  loadMoreFailed: { id: 'account.notifications.loadMoreFailed', defaultMessage: 'Could not load more notifications. Please try again.' },
});

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const intl = useIntl();
  const unread = notification.isRead === 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
          unread && 'bg-orange-50/70',
        )}
      >
        <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} aria-hidden="true" />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm', unread ? 'font-bold text-foreground' : 'font-medium text-foreground/85')}>
            {notification.title}
            {unread ? <span className="sr-only"> {intl.formatMessage(messages.unreadMark)}</span> : null}
          </span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</span>
          <span className="text-xs text-muted-foreground">{timeAgo(intl, notification.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}

/** Exposed as `mfe_account/NotificationBell`; the shell renders it in the header for signed-in users. */
export default function NotificationBell() {
  return (
    // The shell draws the bell outside a page's Suspense: a Spanish page waits here for the section's catalog.
    <Suspense fallback={null}>
      <SectionMessages load={accountCatalog}>
        <BellButton />
      </SectionMessages>
    </Suspense>
  );
}

function BellButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const unread = useGetUnreadCount();
  const notifications = useListNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const label = badgeLabel(unread.data);
  const list = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  // The badge and "Mark all read" go by the service's count, not by the pages loaded so far.
  const hasUnread = (unread.data ?? 0) > 0 || list.some((n) => n.isRead === 0);

  const openNotification = (n: Notification) => {
    if (n.isRead === 0) markRead.mutate(n.id);
    if (n.link) {
      setOpen(false);
      if (/^https?:\/\//.test(n.link)) window.location.assign(n.link);
      else navigate(n.link);
    }
  };

  return (
    <SectionScope name="mfe-account" className="contents">
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <Bell className="size-5" aria-hidden="true" />
          <span className="sr-only">{intl.formatMessage(messages.title)}</span>
          {label ? (
            <span
              data-testid="notification-badge"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground ring-2 ring-background"
            >
              {label}
              <span className="sr-only"> {intl.formatMessage(messages.unreadSuffix)}</span>
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-2rem))]" aria-label={intl.formatMessage(messages.title)}>
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 className="text-sm font-bold">{intl.formatMessage(messages.title)}</h2>
          <Button variant="ghost" size="sm" disabled={!hasUnread || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" /> {intl.formatMessage(messages.markAllRead)}
          </Button>
        </div>
        <div className="max-h-[400px] overflow-y-auto" data-testid="notification-list">
          {notifications.isLoading ? (
            <div className="space-y-3 p-4">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
              <Inbox className="size-8" aria-hidden="true" />
              {intl.formatMessage(messages.empty)}
            </div>
          ) : (
            <>
              <ul className="divide-y divide-border">
                {list.map((n) => (
                  <NotificationItem key={n.id} notification={n} onOpen={openNotification} />
                ))}
              </ul>
              <ListEnd
                list={notifications}
                className="mb-4"
                endText={intl.formatMessage(messages.end)}
                errorText={intl.formatMessage(messages.loadMoreFailed)}
                endTestId="notifications-end"
              />
            </>
          )}
        </div>
      </PopoverContent>
    </Popover>
    </SectionScope>
  );
}
