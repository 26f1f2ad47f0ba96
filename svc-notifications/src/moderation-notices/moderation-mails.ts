import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS, localizedPath, type ContentTakedownChanged } from '@pawpals/contracts';
import { enqueueMail, moderationNoticeMail, publicBaseUrl } from '@pawpals/mail';
import { EventConsumers, type AfterCommit } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { NotificationMailsModule } from '../notification-mails/notification-mails.module';
import { NotificationMailsService } from '../notification-mails/notification-mails.service';
import { ModerationNoticesRepository } from './moderation-notices.repository';
import { moderationNotice } from './moderation-words';

const PURPOSE = { purpose: 'moderation-mail' };
const OPEN_IN_PAWPALS = { en: 'Open in PawPals', es: 'Abrir en PawPals' } as const;

/**
 * The mail half of a takedown or restore notice (the bell's half is a rule): an account notice sent to
 * the author's current address at once, whatever their email preferences.
 */
@Injectable()
class ModerationMails implements OnModuleInit {
  private readonly baseUrl = publicBaseUrl();

  constructor(
    private readonly consumers: EventConsumers,
    private readonly mails: NotificationMailsService,
    private readonly notices: ModerationNoticesRepository,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.contentTakenDown, (event, manager, afterCommit) => this.mail(manager, event.data, 'removed', afterCommit), PURPOSE);
    this.consumers.on(EVENTS.takedownRestored, (event, manager, afterCommit) => this.mail(manager, event.data, 'restored', afterCommit), PURPOSE);
  }

  private async mail(manager: EntityManager, t: ContentTakedownChanged, change: 'removed' | 'restored', afterCommit: AfterCommit) {
    if (!t.authorId) return;
    const author = await this.notices.authorOf(manager, t.authorId);
    if (!author) return;
    const notice = moderationNotice(t, change, author.locale);
    const mail = moderationNoticeMail({
      firstName: author.firstName,
      locale: author.locale,
      subject: notice.title,
      paragraphs: [notice.message],
      action: { label: OPEN_IN_PAWPALS[author.locale], url: `${this.baseUrl}${localizedPath(notice.link, author.locale)}` },
    });
    await enqueueMail(manager, { to: author.email, ...mail }, t.authorId);
    afterCommit(() => this.mails.sendNow());
  }
}

@Module({ imports: [NotificationMailsModule], providers: [ModerationMails, ModerationNoticesRepository] })
export class ModerationNoticesModule {}
