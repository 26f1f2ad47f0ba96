import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';

/** The deployment's configured super admin always holds the role, whatever happened to it before. */
@Injectable()
export class SuperAdminHandler implements OnModuleInit {
  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit() {
    this.consumers.on(EVENTS.superAdminDesignated, async (event, manager) => {
      await manager.query(
        `INSERT INTO admin_roles (user_id, role) VALUES ($1, 'super_admin')
         ON CONFLICT (user_id) DO UPDATE SET role = 'super_admin'`,
        [event.data.userId],
      );
    });
  }
}
