import { Module } from '@nestjs/common';
import { ImagesService } from '../images.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Import before ForwardingModule: its /api catch-all must come after these routes. */
@Module({ controllers: [UploadsController], providers: [ImagesService, UploadsService], exports: [ImagesService, UploadsService] })
export class UploadsModule {}
