import { Module } from '@nestjs/common';
import { Geocoder, geocoderFromEnv } from '@pawpals/geo';
import { MatchesController } from '../matches/matches.controller';
import { MatchesModule } from '../matches/matches.module';
import { NearbyVetsController } from '../nearby-vets/nearby-vets.controller';
import { NearbyVetsService } from '../nearby-vets/nearby-vets.service';
import { PetConversationsController } from '../pet-conversations/pet-conversations.controller';
import { PetConversationsRepository } from '../pet-conversations/pet-conversations.repository';
import { PetConversationsService } from '../pet-conversations/pet-conversations.service';
import { SightingsController } from '../sightings/sightings.controller';
import { SightingsRepository } from '../sightings/sightings.repository';
import { SightingsService } from '../sightings/sightings.service';
import { LostFoundPetsController } from './lost-found-pets.controller';
import { LostFoundPetsRepository } from './lost-found-pets.repository';
import { LostFoundPetsService } from './lost-found-pets.service';

/**
 * Lost & found pet posts: posting (with the place geocoded), the board and "near me", the poster's
 * status changes and contact preference, moderation, match suggestions, sightings, private conversations
 * with the poster and the vets nearest a found pet.
 */
@Module({
  imports: [MatchesModule],
  controllers: [LostFoundPetsController, MatchesController, NearbyVetsController, SightingsController, PetConversationsController],
  providers: [
    LostFoundPetsService,
    LostFoundPetsRepository,
    NearbyVetsService,
    SightingsService,
    SightingsRepository,
    PetConversationsService,
    PetConversationsRepository,
    { provide: Geocoder, useFactory: () => geocoderFromEnv() },
  ],
  exports: [LostFoundPetsService, PetConversationsService, SightingsRepository],
})
export class LostFoundPetsModule {}
