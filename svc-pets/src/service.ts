import type { ServiceDefinition } from '@pawpals/nest-common';
import { LostFoundPetEntity } from './lost-found-pets/lost-found-pet.entity';
import { LostFoundPetsModule } from './lost-found-pets/lost-found-pets.module';
import { LostFoundPosts1700000000400 } from './migrations/1700000000400-lost-found-posts';

export const petsService: ServiceDefinition = {
  service: 'pets',
  entities: [LostFoundPetEntity],
  migrations: [LostFoundPosts1700000000400],
  imports: [LostFoundPetsModule],
};
