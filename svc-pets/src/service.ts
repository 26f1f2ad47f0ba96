import type { ServiceDefinition } from '@pawpals/nest-common';

export const petsService: ServiceDefinition = {
  service: 'pets',
  entities: [],
  migrations: [],
  imports: [],
};
