import { UserProfiles1700000000050, UserProfilesModule, type ServiceDefinition } from '@pawpals/nest-common';

export const directoryService: ServiceDefinition = {
  service: 'directory',
  entities: [],
  migrations: [UserProfiles1700000000050],
  imports: [UserProfilesModule],
};
