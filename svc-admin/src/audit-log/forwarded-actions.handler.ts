import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { AuditLogService } from './audit-log.service';

const PURPOSE = { purpose: 'audit' };

/**
 * Admin actions the gateway forwards straight to their owning service (premium → svc-directory,
 * approve/reject → svc-pets) are recorded from the event that service commits with the change, under
 * the admin who acted (the envelope's actor): the consumer's ledger makes it one row per action.
 */
@Injectable()
export class ForwardedActionsHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly audit: AuditLogService,
  ) {}

  onModuleInit() {
    this.consumers.on(
      EVENTS.businessUpdated,
      async ({ actor, data }, manager) => {
        if (!actor || data.source !== 'admin' || !data.changedFields?.includes('isPremium')) return;
        await this.audit.record(
          { actor, action: 'premium_changed', targetType: 'business', targetId: data.businessId, details: { name: data.name, isPremium: data.isPremium } },
          manager,
        );
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostModerated,
      async ({ actor, data }, manager) => {
        if (!actor) return;
        await this.audit.record(
          {
            actor,
            action: data.approvalStatus === 'approved' ? 'post_approved' : 'post_rejected',
            targetType: 'lost_found_pet',
            targetId: data.postId,
            details: { petName: data.petName, type: data.type },
          },
          manager,
        );
      },
      PURPOSE,
    );
  }
}
