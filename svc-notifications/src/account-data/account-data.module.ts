import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type Actor, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { AlertAreasModule } from '../alert-areas/alert-areas.module';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module';
import { EmailPreferencesService } from '../email-preferences/email-preferences.service';
import { AlertAreasService } from '../alert-areas/alert-areas.service';

/** Someone else's notification that named the deleted member reads "A member" instead. */
const ANONYMOUS = 'A member';

/**
 * A member's notifications data (issue 15): their notifications, reminders and alert area go with the
 * account, and their name leaves the notifications other people got about what they did (found through
 * about_user_id, with the name still in user_profiles — the common eraser drops that row afterwards).
 */
@Injectable()
class NotificationsAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly dataSource: DataSource,
    private readonly alertAreas: AlertAreasService,
    private readonly emailPreferences: EmailPreferencesService,
  ) {}

  onModuleInit() {
    this.erasure.register(async (manager: EntityManager, userId: string) => {
      const scrub = (column: string) =>
        `replace(replace(replace(${column}, p.first_name || ' ' || p.last_name, $2), p.first_name, $2), p.username, $2)`;
      await manager.query(
        `UPDATE notifications n SET title = ${scrub('n.title')}, message = ${scrub('n.message')}
         FROM user_profiles p WHERE p.user_id = $1 AND n.about_user_id = $1`,
        [userId, ANONYMOUS],
      );
      await manager.query('UPDATE notifications SET about_user_id = NULL WHERE about_user_id = $1', [userId]);
      await manager.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM appointment_reminders WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM alert_areas WHERE user_id = $1', [userId]);
    });
  }

  async exportOf(actor: Actor) {
    const userId = actor.userId;
    const [notifications, alertArea] = await Promise.all([
      this.dataSource.query(
        `SELECT id, title, message, link, is_read AS "isRead", created_at AS "createdAt" FROM notifications WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      ),
      this.alertAreas.getAlertArea(actor),
    ]);
    return { notifications, alertArea, emailPreferences: await this.emailPreferences.getEmailPreferences(userId) };
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
  imports: [AlertAreasModule, EmailPreferencesModule],
  controllers: [NotificationsAccountDataController],
  providers: [NotificationsAccountData],
})
export class AccountDataModule {}
