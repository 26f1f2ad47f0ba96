import { SuspendedAuthors1700000000700, SuspendedAuthorsModule, type ServiceDefinition } from '@pawpals/nest-common';
import { AccountDataModule } from './account-data/account-data.module';
import { LostFoundPetsModule } from './lost-found-pets/lost-found-pets.module';
import { LostFoundPosts1700000000400 } from './migrations/1700000000400-lost-found-posts';
import { PetPlaces1700000000500 } from './migrations/1700000000500-pet-places';
import { PetMatchNotices1700000000510 } from './migrations/1700000000510-pet-match-notices';
import { Sightings1700000000520 } from './migrations/1700000000520-sightings';
import { ReunionNotes1700000000530 } from './migrations/1700000000530-reunion-notes';
import { PetConversations1700000000540 } from './migrations/1700000000540-pet-conversations';
import { PostPhotos1700000000550 } from './migrations/1700000000550-post-photos';
import { Takedowns1700000000760 } from './migrations/1700000000760-takedowns';
import { BoardSearch1700000000800 } from './migrations/1700000000800-board-search';
import { BoardNearest1700000000850 } from './migrations/1700000000850-board-nearest';
import { PetMapCells1700000000860 } from './migrations/1700000000860-pet-map-cells';
import { MatchFeedback1700000000870 } from './migrations/1700000000870-match-feedback';
import { PetMapModule } from './pet-map/pet-map.module';
import { TakedownsModule } from './takedowns/takedowns.module';

export const petsService: ServiceDefinition = {
  service: 'pets',
  entities: [],
  migrations: [LostFoundPosts1700000000400, PetPlaces1700000000500, PetMatchNotices1700000000510, Sightings1700000000520, ReunionNotes1700000000530, PetConversations1700000000540, PostPhotos1700000000550, SuspendedAuthors1700000000700, Takedowns1700000000760, BoardSearch1700000000800, BoardNearest1700000000850, PetMapCells1700000000860, MatchFeedback1700000000870],
  imports: [SuspendedAuthorsModule, LostFoundPetsModule, PetMapModule, AccountDataModule, TakedownsModule],
};
