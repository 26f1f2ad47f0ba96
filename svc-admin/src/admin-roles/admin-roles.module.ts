import { Module } from '@nestjs/common';
import { AdminRolesController } from './admin-roles.controller';
import { AdminRolesRepository } from './admin-roles.repository';
import { AdminRolesService } from './admin-roles.service';
import { SuperAdminHandler } from './super-admin.handler';

/** The role check and the configured super admin. */
@Module({ controllers: [AdminRolesController], providers: [AdminRolesService, AdminRolesRepository, SuperAdminHandler], exports: [AdminRolesService] })
export class AdminRolesModule {}
