import { Module } from '@nestjs/common';
import { TrendsController } from './trends.controller';
import { TrendsRepository } from './trends.repository';

/** Weekly trends of the admin dashboard, from the read model. */
@Module({ controllers: [TrendsController], providers: [TrendsRepository] })
export class TrendsModule {}
