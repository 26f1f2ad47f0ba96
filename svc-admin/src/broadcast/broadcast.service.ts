import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EVENTS, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';

/** "Send to All Users": one event; svc-notifications fans it out with a single set-based write. */
@Injectable()
export class BroadcastService {
  constructor(private readonly uow: UnitOfWork) {}

  async sendBulkNotification({ title, message }: ParsedBodyOf<'sendBulkNotification'>): Promise<ResponseOf<'sendBulkNotification'>> {
    const broadcastId = randomUUID();
    await this.uow.run(async (_manager, events) => {
      events.emit(EVENTS.broadcastRequested, { broadcastId, title, message });
    });
    return { message: 'Bulk notification sent successfully', broadcastId };
  }
}
