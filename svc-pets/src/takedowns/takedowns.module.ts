import { Module } from '@nestjs/common';
import { LostFoundPetsModule } from '../lost-found-pets/lost-found-pets.module';
import { PetTakedowns, PetTakedownsController } from './pet-takedowns';
import { TakedownsRepository } from './takedowns.repository';

/** Moderators' takedowns of posts, sightings and pet messages (svc-admin decides; this service hides). */
@Module({ imports: [LostFoundPetsModule], controllers: [PetTakedownsController], providers: [PetTakedowns, TakedownsRepository] })
export class TakedownsModule {}
