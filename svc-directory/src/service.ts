import {
  SuspendedAuthors1700000000700,
  SuspendedAuthorsModule,
  UserProfiles1700000000050,
  UserProfilesModule,
  type ServiceDefinition,
} from '@pawpals/nest-common';
import { DirectoryModule } from './directory.module';
import { Takedowns1700000000770 } from './migrations/1700000000770-takedowns';
import { AdminListPaging1700000000845 } from './migrations/1700000000845-admin-list-paging';
import { InquiriesPagedByConversation1700000000850 } from './migrations/1700000000850-inquiries-paged-by-conversation';
import { Directory1700000000400 } from './migrations/1700000000400-directory';
import { CityCategoryIndex1700000000410 } from './migrations/1700000000410-city-category-index';
import { BusinessPlaces1700000000420 } from './migrations/1700000000420-business-places';
import { BusinessPhotos1700000000470 } from './migrations/1700000000470-business-photos';
import { BusinessEventCounts1700000000471 } from './migrations/1700000000471-business-event-counts';
import { UnlistedBusinesses1700000000490 } from './migrations/1700000000490-unlisted-businesses';
import { HoursSlotsReplies1700000000500 } from './migrations/1700000000500-hours-slots-replies';
import { SearchCovering1700000000510 } from './migrations/1700000000510-search-covering';
import { SearchAtAMillion1700000000520 } from './migrations/1700000000520-search-at-a-million';
import { CityWalks1700000000530 } from './migrations/1700000000530-city-walks';
import { ImagePlaceholders1700000000540 } from './migrations/1700000000540-image-placeholders';
import { PreferredTimes1700000000550 } from './migrations/1700000000550-preferred-times';

export const directoryService: ServiceDefinition = {
  service: 'directory',
  entities: [],
  migrations: [
    UserProfiles1700000000050,
    Directory1700000000400,
    CityCategoryIndex1700000000410,
    BusinessPlaces1700000000420,
    BusinessPhotos1700000000470,
    BusinessEventCounts1700000000471,
    UnlistedBusinesses1700000000490,
    HoursSlotsReplies1700000000500,
    SearchCovering1700000000510,
    SearchAtAMillion1700000000520,
    CityWalks1700000000530,
    ImagePlaceholders1700000000540,
    PreferredTimes1700000000550,
    SuspendedAuthors1700000000700,
    Takedowns1700000000770,
    AdminListPaging1700000000845,
    InquiriesPagedByConversation1700000000850,
  ],
  imports: [UserProfilesModule, SuspendedAuthorsModule, DirectoryModule],
};
