import { localizedPath, type EmailKind, type Locale } from '@pawpals/contracts';
import { notificationMail, type RenderedMail } from '@pawpals/mail';
import type { NotificationRow } from '../notifications/notifications.repository';

/** A notification waiting to be mailed. */
export type PendingNotification = Pick<NotificationRow, 'title' | 'message' | 'link' | 'createdAt'>;

const PAGES: Record<EmailKind, string> = {
  petAlerts: '/lost-found',
  messages: '/dashboard',
  appointments: '/dashboard?tab=appointments',
  news: '/dashboard',
};

/** A bundle's words per language (docs/decisions/0151-server-speaks-spanish.md). */
const WORDS: Record<Locale, { open: string; seeThem: string; bundle: Record<EmailKind, (n: number) => string>; more(n: number): string }> = {
  en: {
    open: 'Open in PawPals',
    seeThem: 'See them on PawPals',
    bundle: {
      petAlerts: (n) => `${n} new pet alerts on PawPals`,
      messages: (n) => `${n} new messages on PawPals`,
      appointments: (n) => `${n} new appointment updates on PawPals`,
      news: (n) => `${n} new announcements from PawPals on PawPals`,
    },
    more: (n) => `…and ${n} more.`,
  },
  es: {
    open: 'Abrir en PawPals',
    seeThem: 'Verlas en PawPals',
    bundle: {
      petAlerts: (n) => `${n} alertas de mascotas nuevas en PawPals`,
      messages: (n) => `${n} mensajes nuevos en PawPals`,
      appointments: (n) => `${n} novedades de tus citas en PawPals`,
      news: (n) => `${n} anuncios nuevos de PawPals`,
    },
    more: (n) => `…y ${n} más.`,
  },
};
/** A bundle lists this many notifications, then says how many more there are. */
const LISTED = 10;

/** One notification as its own mail; several (held back by the 15-minute window) as one bundle, oldest first. */
export function notificationMailContent(input: {
  kind: EmailKind;
  firstName: string;
  /** The recipient's language: the notifications are already in it; the mail's own words and links follow. */
  locale?: Locale;
  baseUrl: string;
  unsubscribeUrl: string;
  notifications: PendingNotification[];
}): RenderedMail {
  const { kind, baseUrl, notifications } = input;
  const locale = input.locale ?? 'en';
  const words = WORDS[locale];
  const url = (path: string) => `${baseUrl}${localizedPath(path, locale)}`;
  const sorted = [...notifications].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (sorted.length === 1) {
    const [only] = sorted;
    return notificationMail({
      firstName: input.firstName,
      locale: input.locale,
      subject: only.title,
      heading: only.title,
      paragraphs: [only.message],
      action: { label: words.open, url: url(only.link ?? PAGES[kind]) },
      unsubscribeUrl: input.unsubscribeUrl,
    });
  }
  const subject = words.bundle[kind](sorted.length);
  const listed = sorted.slice(0, LISTED).map((n) => `${n.title}: ${n.message}`);
  const more = sorted.length > LISTED ? [words.more(sorted.length - LISTED)] : [];
  return notificationMail({
    firstName: input.firstName,
    locale: input.locale,
    subject,
    heading: subject,
    paragraphs: [...listed, ...more],
    action: { label: words.seeThem, url: url(PAGES[kind]) },
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
