import { Module } from '@nestjs/common';
import { ImagesService } from '../images.service';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/** Import before ForwardingModule: its /api catch-all must come after these routes. */
@Module({ controllers: [UploadsController], providers: [ImagesService, UploadsService, UploadsRepository], exports: [ImagesService, UploadsService, UploadsRepository] })
export class UploadsModule {}
