import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { BroadcastController } from './broadcast.controller';
import { BroadcastService } from './broadcast.service';

/** Bulk notifications to every member. */
@Module({ imports: [AuditLogModule], controllers: [BroadcastController], providers: [BroadcastService] })
export class BroadcastModule {}
