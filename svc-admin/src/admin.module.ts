import { Module } from '@nestjs/common';
import { UserProfilesModule } from '@pawpals/nest-common';
import { AdminRolesController } from './admin-roles/admin-roles.controller';
import { SuperAdminHandler } from './admin-roles/super-admin.handler';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { BroadcastController } from './broadcast/broadcast.controller';
import { PlacesController } from './places/places.controller';
import { AnalyticsController } from './read-model/analytics.controller';
import { ReadModelProjections } from './read-model/projections';
import { UsersController } from './read-model/users.controller';
import { ReportsController } from './reports/reports.controller';
import { SettingsController } from './settings/settings.controller';

@Module({
  imports: [UserProfilesModule],
  controllers: [
    AdminRolesController,
    AdminUsersController,
    AnalyticsController,
    UsersController,
    ReportsController,
    BroadcastController,
    SettingsController,
    PlacesController,
  ],
  providers: [SuperAdminHandler, ReadModelProjections],
})
export class AdminModule {}
