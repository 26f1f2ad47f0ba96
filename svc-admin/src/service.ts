import { UserProfiles1700000000050, type ServiceDefinition } from '@pawpals/nest-common';
import { AdminModule } from './admin.module';
import { AdminRoles1700000000300 } from './migrations/1700000000300-admin-roles';
import { ReadModel1700000000310 } from './migrations/1700000000310-read-model';

export const adminService: ServiceDefinition = {
  service: 'admin',
  entities: [],
  migrations: [UserProfiles1700000000050, AdminRoles1700000000300, ReadModel1700000000310],
  imports: [AdminModule],
};
