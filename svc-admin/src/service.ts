import { UserProfiles1700000000050, UserProfilesModule, type ServiceDefinition } from '@pawpals/nest-common';
import { AdminRolesModule } from './admin-roles/admin-roles.module';
import { AdminRoles1700000000300 } from './migrations/1700000000300-admin-roles';

export const adminService: ServiceDefinition = {
  service: 'admin',
  entities: [],
  migrations: [UserProfiles1700000000050, AdminRoles1700000000300],
  imports: [UserProfilesModule, AdminRolesModule],
};
