import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { FlyersController } from './flyers.controller';

/** Printable flyers of lost & found posts (issue 14 item 3). */
@Module({ imports: [UploadsModule], controllers: [FlyersController] })
export class FlyersModule {}
