import { Injectable } from '@nestjs/common';
import { notFound, type Count, type Notification } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { NotificationEntity } from './notification.entity';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  link?: string | null;
  /** The event (or reminder) that caused it; with the user id it makes a notification unique. */
  sourceEventId: string;
}

@Injectable()
export class NotificationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts inside the caller's transaction; a replay of the same source for the same user is a no-op. */
  async create(manager: EntityManager, n: NewNotification): Promise<Notification | undefined> {
    const rows: NotificationEntity[] = await manager.query(
      `INSERT INTO notifications (user_id, title, message, link, source_event_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (source_event_id, user_id) DO NOTHING
       RETURNING id, title, message, link, is_read AS "isRead", created_at AS "createdAt"`,
      [n.userId, n.title, n.message, n.link ?? null, n.sourceEventId],
    );
    return rows[0] ? toNotification(rows[0]) : undefined;
  }

  /**
   * One set-based insert for every known member: a broadcast never loops over users. Rows go in user
   * order, which keeps the (user_id, …) index inserts sequential (bench/fanout: ~40 % less database CPU).
   */
  async createForEveryone(manager: EntityManager, n: Omit<NewNotification, 'userId'>): Promise<number> {
    const result: unknown[] = await manager.query(
      `INSERT INTO notifications (user_id, title, message, link, source_event_id)
       SELECT user_id, $1, $2, $3, $4 FROM user_profiles ORDER BY user_id
       ON CONFLICT (source_event_id, user_id) DO NOTHING
       RETURNING 1`,
      [n.title, n.message, n.link ?? null, n.sourceEventId],
    );
    return result.length;
  }

  async listFor(userId: string): Promise<Notification[]> {
    const rows = await this.dataSource.getRepository(NotificationEntity).find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: 100,
    });
    return rows.map(toNotification);
  }

  async unreadCount(userId: string): Promise<Count> {
    const [row] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return { count: row.count };
  }

  /** Someone else's notification answers exactly like a missing one. */
  async markRead(userId: string, id: string): Promise<Notification> {
    if (!UUID.test(id)) throw notFound('Notification not found');
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows]: [NotificationEntity[], number] = await this.dataSource.query(
      `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2
       RETURNING id, title, message, link, is_read AS "isRead", created_at AS "createdAt"`,
      [id, userId],
    );
    const row = rows[0];
    if (!row) throw notFound('Notification not found');
    return toNotification(row);
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    const [, updated] = await this.dataSource.query(
      'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return { updated: Number(updated) || 0 };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toNotification(row: Pick<NotificationEntity, 'id' | 'title' | 'message' | 'link' | 'isRead' | 'createdAt'>): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead ? 1 : 0,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
