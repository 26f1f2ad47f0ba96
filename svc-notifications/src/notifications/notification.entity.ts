import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('notifications')
@Index('notifications_user_created', ['userId', 'createdAt'])
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  title!: string;

  @Column('text')
  message!: string;

  @Column('text', { nullable: true })
  link!: string | null;

  @Column('boolean', { name: 'is_read', default: false })
  isRead!: boolean;

  /** The event that caused it; with the user id it makes a notification unique per event. */
  @Column('uuid', { name: 'source_event_id', nullable: true })
  sourceEventId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
