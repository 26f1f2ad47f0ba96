import { UserProfiles1700000000050, UserProfilesModule, type ServiceDefinition } from '@pawpals/nest-common';
import { AccountDataModule } from './account-data/account-data.module';
import { AdminRolesModule } from './admin-roles/admin-roles.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { BroadcastModule } from './broadcast/broadcast.module';
import { MembersModule } from './members/members.module';
import { AdminRoles1700000000300 } from './migrations/1700000000300-admin-roles';
import { ReadModel1700000000310 } from './migrations/1700000000310-read-model';
import { Reunions1700000000320 } from './migrations/1700000000320-reunions';
import { TrendsModule } from './trends/trends.module';
import { TrendTimestamps1700000000380 } from './migrations/1700000000380-trend-timestamps';
import { AuditLog1700000000700 } from './migrations/1700000000700-audit-log';
import { Suspensions1700000000710 } from './migrations/1700000000710-suspensions';
import { PlacesModule } from './places/places.module';
import { ReadModelModule } from './read-model/read-model.module';
import { ReportsModule } from './reports/reports.module';
import { SettingsModule } from './settings/settings.module';
import { SuspensionsModule } from './suspensions/suspensions.module';
import { SystemModule } from './system/system.module';
import { TakedownsModule } from './takedowns/takedowns.module';
import { Takedowns1700000000750 } from './migrations/1700000000750-takedowns';
import { AdminListPaging1700000000830 } from './migrations/1700000000830-admin-list-paging';

export const adminService: ServiceDefinition = {
  service: 'admin',
  entities: [],
  migrations: [UserProfiles1700000000050, AdminRoles1700000000300, ReadModel1700000000310, Reunions1700000000320, TrendTimestamps1700000000380, AuditLog1700000000700, Suspensions1700000000710, Takedowns1700000000750, AdminListPaging1700000000830],
  imports: [
    UserProfilesModule,
    ReadModelModule,
    AuditLogModule,
    AdminRolesModule,
    AdminUsersModule,
    AnalyticsModule,
    TrendsModule,
    MembersModule,
    ReportsModule,
    SuspensionsModule,
    TakedownsModule,
    BroadcastModule,
    SettingsModule,
    PlacesModule,
    AccountDataModule,
    SystemModule,
  ],
};
