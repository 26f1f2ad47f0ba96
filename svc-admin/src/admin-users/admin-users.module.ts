import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';

/** Admin Users: who holds which admin role (super admin only). */
@Module({ imports: [AuditLogModule], controllers: [AdminUsersController], providers: [AdminUsersService, AdminUsersRepository] })
export class AdminUsersModule {}
