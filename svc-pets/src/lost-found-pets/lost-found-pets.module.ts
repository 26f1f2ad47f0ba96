import { Module } from '@nestjs/common';
import { LostFoundPetsController } from './lost-found-pets.controller';
import { LostFoundPetsRepository } from './lost-found-pets.repository';
import { LostFoundPetsService } from './lost-found-pets.service';

/** Lost & found pet posts: posting, visibility, the poster's status changes and moderation. */
@Module({ controllers: [LostFoundPetsController], providers: [LostFoundPetsService, LostFoundPetsRepository] })
export class LostFoundPetsModule {}
