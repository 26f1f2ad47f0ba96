import { Injectable } from '@nestjs/common';
import { decodeCursor, notFound, pageLimitOf, pageOf, type Notification, type ParsedQueryOf, type ResponseOf, type ServiceAnswerOf } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';
import { NotificationsRepository, type NotificationInsert, type NotificationRow } from './notifications.repository';

/** A notification to deliver; without a link it opens nothing. */
export type NewNotification = Omit<NotificationInsert, 'link'> & Partial<Pick<NotificationInsert, 'link'>>;

/** The name cursors of the notifications list carry. */
const NOTIFICATIONS_LIST = 'listNotifications:newest';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * A member's notifications (docs/product.md#notifications-and-mail): the routes, one method each and named like them, and
 * the delivery the event rules and reminders use.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  /** Newest first, one page at a time (docs/decisions/0139-one-paging-convention.md). */
  async listNotifications(userId: string, query: ParsedQueryOf<'listNotifications'>): Promise<ServiceAnswerOf<'listNotifications'>> {
    const after = query.cursor ? decodeCursor(query.cursor, NOTIFICATIONS_LIST, ['timestamp', 'uuid']) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.notifications.pageNewestOf(userId, after, limit + 1);
    return pageOf(rows, limit, NOTIFICATIONS_LIST, (row) => row.sortKeys, (row) => toNotification(row.row));
  }

  async getUnreadCount(userId: string): Promise<ResponseOf<'getUnreadCount'>> {
    return { count: await this.notifications.countUnreadOf(userId) };
  }

  /** Someone else's notification answers exactly like a missing one. */
  async markNotificationRead(userId: string, id: string): Promise<ResponseOf<'markNotificationRead'>> {
    const row = await this.notifications.markRead(userId, id);
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return toNotification(row);
  }

  async markAllNotificationsRead(userId: string): Promise<ResponseOf<'markAllNotificationsRead'>> {
    return { updated: await this.notifications.markAllRead(userId) };
  }

  /** Delivers inside the caller's transaction; a replay of the same source for the same user is a no-op (undefined). */
  async deliver(manager: EntityManager, n: NewNotification): Promise<Notification | undefined> {
    const row = await this.notifications.insertOnce(manager, { ...n, link: n.link ?? null });
    return row ? toNotification(row) : undefined;
  }

  /** Delivers to every known member at once; returns how many got it (0 for a replay). */
  deliverToEveryone(manager: EntityManager, n: Omit<NewNotification, 'userId'>): Promise<number> {
    return this.notifications.insertForEveryone(manager, { ...n, link: n.link ?? null });
  }

  /** A member's first name as this service knows it (the fallback when an event does not name them). */
  async firstNameOf(manager: EntityManager, userId: string | null | undefined): Promise<string | undefined> {
    return userId ? this.notifications.firstNameOf(manager, userId) : undefined;
  }
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead ? 1 : 0,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
