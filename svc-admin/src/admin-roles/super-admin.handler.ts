import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { AdminRolesService } from './admin-roles.service';

/** identity.super_admin_designated → the configured super admin holds the role. */
@Injectable()
export class SuperAdminHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly roles: AdminRolesService,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.superAdminDesignated, (event, manager) => this.roles.designateSuperAdmin(manager, event.data.userId));
  }
}
