import { Module } from '@nestjs/common';
import { AdminRolesController } from './admin-roles.controller';

@Module({ controllers: [AdminRolesController] })
export class AdminRolesModule {}
