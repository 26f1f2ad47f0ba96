import { Module } from '@nestjs/common';
import { ImagePipeline1700000000290 } from './1700000000290-image-pipeline';
import { FlyersModule } from './flyers/flyers.module';
import { Uploads1700000000250 } from './uploads/1700000000250-uploads';
import { UploadsModule } from './uploads/uploads.module';

/** The media part's tables (the gateway's one database holds every part's). */
export const MEDIA_MIGRATIONS = [Uploads1700000000250, ImagePipeline1700000000290];

/** The gateway's media: uploads, the image pipeline that serves them, and the printable flyer. */
@Module({ imports: [UploadsModule, FlyersModule], exports: [UploadsModule] })
export class MediaModule {}
