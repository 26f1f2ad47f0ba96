import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { SuspensionsController } from './suspensions.controller';
import { SuspensionsRepository } from './suspensions.repository';
import { SuspensionsService } from './suspensions.service';

/** Suspend and reinstate members (moderator or higher). */
@Module({ imports: [AuditLogModule], controllers: [SuspensionsController], providers: [SuspensionsService, SuspensionsRepository] })
export class SuspensionsModule {}
