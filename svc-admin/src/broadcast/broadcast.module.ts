import { Module } from '@nestjs/common';
import { BroadcastController } from './broadcast.controller';
import { BroadcastService } from './broadcast.service';

/** Bulk notifications to every member. */
@Module({ controllers: [BroadcastController], providers: [BroadcastService] })
export class BroadcastModule {}
