import { Injectable } from '@nestjs/common';
import type { Count, Notification } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { NotificationEntity } from './notification.entity';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  link?: string | null;
  sourceEventId?: string | null;
}

@Injectable()
export class NotificationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts inside the consumer's transaction; the (event, user) unique index makes replays harmless. */
  async create(manager: EntityManager, n: NewNotification): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(NotificationEntity)
      .values({ userId: n.userId, title: n.title, message: n.message, link: n.link ?? null, sourceEventId: n.sourceEventId ?? null })
      .orIgnore()
      .execute();
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
    const count = await this.dataSource.getRepository(NotificationEntity).count({ where: { userId, isRead: false } });
    return { count };
  }
}

export function toNotification(row: NotificationEntity): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}
