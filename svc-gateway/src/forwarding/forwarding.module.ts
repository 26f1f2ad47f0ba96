import { Module } from '@nestjs/common';
import { ForwardingController } from './forwarding.controller';

/** Imported last: its catch-all route must be registered after every route the gateway answers itself. */
@Module({ controllers: [ForwardingController] })
export class ForwardingModule {}
