import { Module } from '@nestjs/common';
import { UploadsModule } from '../../media/uploads/uploads.module';
import { ForwardingController } from './forwarding.controller';

/** Imported last: its catch-all route must be registered after every route the gateway answers itself. */
@Module({ imports: [UploadsModule], controllers: [ForwardingController] })
export class ForwardingModule {}
