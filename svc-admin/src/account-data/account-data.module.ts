import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { AdminRolesModule } from '../admin-roles/admin-roles.module';
import { AdminRolesService } from '../admin-roles/admin-roles.service';
import { ReportsModule } from '../reports/reports.module';
import { ReportsRepository } from '../reports/reports.repository';
import { AccountDataRepository } from './account-data.repository';

/**
 * A member's admin-side data: the reports they filed, an admin role, a suspension, their posts in the read
 * model, the activity line that named them and the words of takedowns of their content go with the account (the members list is user_profiles,
 * which the common eraser drops).
 */
@Injectable()
class AdminAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly accountData: AccountDataRepository,
    private readonly reports: ReportsRepository,
    private readonly roles: AdminRolesService,
  ) {}

  onModuleInit() {
    this.erasure.register((manager, userId) => this.accountData.eraseMember(manager, userId));
  }

  async exportOf(userId: string) {
    const [reports, { role }] = await Promise.all([this.reports.listByReporter(userId), this.roles.checkAdmin(userId)]);
    return { reports, adminRole: role };
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
  imports: [AdminRolesModule, ReportsModule],
  controllers: [AdminAccountDataController],
  providers: [AdminAccountData, AccountDataRepository],
})
export class AccountDataModule {}
