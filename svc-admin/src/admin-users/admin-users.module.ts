import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';

/** Admin Users: who holds which admin role (super admin only). */
@Module({ controllers: [AdminUsersController], providers: [AdminUsersService, AdminUsersRepository] })
export class AdminUsersModule {}
