import { Module } from '@nestjs/common';
import { LostFoundPetsModule } from '../lost-found-pets/lost-found-pets.module';
import { PetTakedowns, PetTakedownsController } from './pet-takedowns';

/** Moderators' takedowns of posts, sightings and pet messages (svc-admin decides; this service hides). */
@Module({ imports: [LostFoundPetsModule], controllers: [PetTakedownsController], providers: [PetTakedowns] })
export class TakedownsModule {}
