import { Module } from '@nestjs/common';
import { AdminRolesController } from './admin-roles.controller';
import { SuperAdminHandler } from './super-admin.handler';

@Module({ controllers: [AdminRolesController], providers: [SuperAdminHandler] })
export class AdminRolesModule {}
