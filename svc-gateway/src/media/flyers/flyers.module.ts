import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { FlyersController } from './flyers.controller';

/** Printable flyers of lost & found posts (docs/decisions/0075-flyers.md). */
@Module({ imports: [UploadsModule], controllers: [FlyersController] })
export class FlyersModule {}
