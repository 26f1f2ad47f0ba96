import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * A member's admin-side data (issue 15): the reports they filed, an admin role, a suspension, their posts in the read
 * model, the activity line that named them and the words of takedowns of their content go with the account (the members list is user_profiles,
 * which the common eraser drops).
 */
@Injectable()
class AdminAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit() {
    this.erasure.register(async (manager: EntityManager, userId: string) => {
      await manager.query(
        `DELETE FROM rm_activity a USING user_profiles p WHERE p.user_id = $1 AND a.description = 'New member: ' || p.username || ' joined'`,
        [userId],
      );
      await manager.query('DELETE FROM reported_content WHERE reporter_id = $1', [userId]);
      await manager.query('DELETE FROM admin_roles WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM rm_pet_posts WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM suspensions WHERE user_id = $1', [userId]);
      // A takedown of their (now erased) content stays for the reports and audit rows naming it, without quoting them.
      await manager.query(`UPDATE takedowns SET author_id = NULL, title = 'Content of a deleted account' WHERE author_id = $1`, [userId]);
      // The audit trail keeps what an admin did, by id, but not the email of someone who left.
      await manager.query('UPDATE audit_log SET actor_email = NULL WHERE actor_id = $1', [userId]);
    });
  }

  async exportOf(userId: string) {
    const [reports, [role]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, content_type AS "contentType", content_id AS "contentId", reason, status, created_at AS "createdAt"
         FROM reported_content WHERE reporter_id = $1 ORDER BY created_at`,
        [userId],
      ),
      this.dataSource.query('SELECT role FROM admin_roles WHERE user_id = $1', [userId]),
    ]);
    return { reports, adminRole: role?.role ?? null };
  }
}

@Controller()
class AdminAccountDataController {
  constructor(private readonly data: AdminAccountData) {}

  @MessagePattern(SUBJECTS.admin.exportUserData)
  exportUserData(@Payload() req: RpcRequest) {
    return this.data.exportOf(requireActor(req).userId);
  }
}

@Module({
  controllers: [AdminAccountDataController],
  providers: [AdminAccountData],
})
export class AccountDataModule {}
