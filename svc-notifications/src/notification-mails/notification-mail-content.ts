import type { EmailKind } from '@pawpals/contracts';
import { notificationMail, type RenderedMail } from '@pawpals/mail';
import type { NotificationRow } from '../notifications/notifications.repository';

/** A notification waiting to be mailed. */
export type PendingNotification = Pick<NotificationRow, 'title' | 'message' | 'link' | 'createdAt'>;

const WORDS: Record<EmailKind, { many: string; page: string }> = {
  petAlerts: { many: 'pet alerts', page: '/lost-found' },
  messages: { many: 'messages', page: '/dashboard' },
  appointments: { many: 'appointment updates', page: '/dashboard?tab=appointments' },
  news: { many: 'announcements from PawPals', page: '/dashboard' },
};
/** A bundle lists this many notifications, then says how many more there are. */
const LISTED = 10;

/** One notification as its own mail; several (held back by the 15-minute window) as one bundle, oldest first. */
export function notificationMailContent(input: {
  kind: EmailKind;
  firstName: string;
  baseUrl: string;
  unsubscribeUrl: string;
  notifications: PendingNotification[];
}): RenderedMail {
  const { kind, baseUrl, notifications } = input;
  const sorted = [...notifications].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (sorted.length === 1) {
    const [only] = sorted;
    return notificationMail({
      firstName: input.firstName,
      subject: only.title,
      heading: only.title,
      paragraphs: [only.message],
      action: { label: 'Open in PawPals', url: `${baseUrl}${only.link ?? WORDS[kind].page}` },
      unsubscribeUrl: input.unsubscribeUrl,
    });
  }
  const subject = `${sorted.length} new ${WORDS[kind].many} on PawPals`;
  const listed = sorted.slice(0, LISTED).map((n) => `${n.title}: ${n.message}`);
  const more = sorted.length > LISTED ? [`…and ${sorted.length - LISTED} more.`] : [];
  return notificationMail({
    firstName: input.firstName,
    subject,
    heading: subject,
    paragraphs: [...listed, ...more],
    action: { label: 'See them on PawPals', url: `${baseUrl}${WORDS[kind].page}` },
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
