import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EVENTS, type Actor, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { AuditLogService } from '../audit-log/audit-log.service';

/** "Send to All Users": one event; svc-notifications fans it out with a single set-based write. */
@Injectable()
export class BroadcastService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLogService,
  ) {}

  async sendBulkNotification(actor: Actor, { title, message }: ParsedBodyOf<'sendBulkNotification'>): Promise<ResponseOf<'sendBulkNotification'>> {
    const broadcastId = randomUUID();
    await this.uow.run(async (manager, events) => {
      events.emit(EVENTS.broadcastRequested, { broadcastId, title, message });
      await this.audit.record({ actor, action: 'broadcast_sent', targetType: 'broadcast', targetId: broadcastId, details: { title, message } }, manager);
    });
    return { message: 'Bulk notification sent successfully', broadcastId };
  }
}
