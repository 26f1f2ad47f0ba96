import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type Actor, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { AlertAreasModule } from '../alert-areas/alert-areas.module';
import { AlertAreasService } from '../alert-areas/alert-areas.service';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module';
import { EmailPreferencesService } from '../email-preferences/email-preferences.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { WebPushModule } from '../web-push/web-push.module';
import { WebPushService } from '../web-push/web-push.service';
import { AccountDataRepository } from './account-data.repository';

/** Someone else's notification that named the deleted member reads "A member" instead (in its reader's language). */
const ANONYMOUS = { en: 'A member', es: 'Un miembro' };

/**
 * A member's notifications data: their notifications, reminders and alert area go with the account,
 * and their name leaves the notifications other people got about what they did.
 */
@Injectable()
class NotificationsAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly accountData: AccountDataRepository,
    private readonly notifications: NotificationsRepository,
    private readonly alertAreas: AlertAreasService,
    private readonly emailPreferences: EmailPreferencesService,
    private readonly push: WebPushService,
  ) {}

  onModuleInit() {
    this.erasure.register((manager, userId) => this.accountData.eraseMember(manager, userId, ANONYMOUS));
  }

  async exportOf(actor: Actor) {
    const userId = actor.userId;
    const [notifications, alertArea] = await Promise.all([this.notifications.listOldestFirstOf(userId), this.alertAreas.getAlertArea(actor)]);
    return {
      notifications,
      alertArea,
      emailPreferences: await this.emailPreferences.getEmailPreferences(userId),
      pushSubscriptions: await this.push.listPushSubscriptions(userId),
    };
  }
}

@Controller()
class NotificationsAccountDataController {
  constructor(private readonly data: NotificationsAccountData) {}

  @MessagePattern(SUBJECTS.notifications.exportUserData)
  exportUserData(@Payload() req: RpcRequest) {
    return this.data.exportOf(requireActor(req));
  }
}

@Module({
  imports: [AlertAreasModule, EmailPreferencesModule, NotificationsModule, WebPushModule],
  controllers: [NotificationsAccountDataController],
  providers: [NotificationsAccountData, AccountDataRepository],
})
export class AccountDataModule {}
