import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVENTS, invalid, SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { requireAdmin } from '../admin-guard';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** "Send to All Users": one event; svc-notifications fans it out with a single set-based write. */
@Controller()
export class BroadcastController {
  constructor(private readonly uow: UnitOfWork) {}

  @MessagePattern(SUBJECTS.admin.sendBulkNotification)
  async send(@Payload() req: RpcRequest<{ title?: unknown; message?: unknown }>) {
    requireAdmin(req);
    const title = text(req.body?.title);
    const message = text(req.body?.message);
    if (!title || !message) throw invalid('Please fill in all fields');
    if (title.length > 120 || message.length > 1000) {
      throw invalid('Keep the title under 120 and the message under 1000 characters');
    }
    const broadcastId = randomUUID();
    await this.uow.run(async (_manager, events) => {
      events.emit(EVENTS.broadcastRequested, { broadcastId, title, message });
    });
    return { message: 'Bulk notification sent successfully', broadcastId };
  }
}
