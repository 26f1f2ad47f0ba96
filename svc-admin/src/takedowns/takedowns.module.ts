import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { TakedownsController } from './takedowns.controller';
import { TakedownsRepository } from './takedowns.repository';
import { TakedownsService } from './takedowns.service';

/** Moderators take content down and restore it; the owning services hide and show it on the events. */
@Module({
  imports: [AuditLogModule],
  controllers: [TakedownsController],
  providers: [TakedownsService, TakedownsRepository],
  exports: [TakedownsService],
})
export class TakedownsModule {}
