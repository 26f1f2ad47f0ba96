import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS, type BusinessChanged, type EventEnvelope } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { ReadModelRepository } from './read-model.repository';

const PURPOSE = { purpose: 'read_model' };

/**
 * Keeps the analytics, members and activity read model from the event stream: which event changes
 * which rows, and the activity line it adds (the SQL is ReadModelRepository's).
 */
@Injectable()
export class ReadModelProjections implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly readModel: ReadModelRepository,
  ) {}

  onModuleInit() {
    const activity = (manager: EntityManager, event: EventEnvelope<unknown>, description: string) =>
      this.readModel.addActivity(manager, event.id, description, event.occurredAt);

    this.consumers.on(
      EVENTS.userRegistered,
      async (event, manager) => activity(manager, event, `New member: ${event.data.username} joined`),
      PURPOSE,
    );

    const business = (created: boolean) => async (event: EventEnvelope<BusinessChanged>, manager: EntityManager) => {
      const b = event.data;
      await this.readModel.upsertBusiness(manager, b, event.occurredAt);
      if (created) await activity(manager, event, `New business listed: ${b.name}${b.city ? ` in ${b.city}` : ''}`);
    };
    this.consumers.on(EVENTS.businessCreated, business(true), PURPOSE);
    this.consumers.on(EVENTS.businessUpdated, business(false), PURPOSE);

    this.consumers.on(
      EVENTS.reviewCreated,
      async (event, manager) => {
        const r = event.data;
        await this.readModel.putReview(manager, r);
        await activity(manager, event, `New ${r.rating}-star review for ${r.businessName}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.appointmentRequested,
      async (event, manager) => {
        const a = event.data;
        await this.readModel.addAppointment(manager, a.appointmentId, a.businessId, event.occurredAt);
        await activity(manager, event, `Appointment requested at ${a.businessName}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostCreated,
      async (event, manager) => {
        const p = event.data;
        await this.readModel.addPetPost(manager, p, event.occurredAt);
        await activity(manager, event, `${p.type === 'lost' ? 'Lost' : 'Found'} pet posted${p.petName ? `: ${p.petName}` : ''} (awaiting review)`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostModerated,
      async (event, manager) => {
        const p = event.data;
        await this.readModel.setPetPostApproval(manager, p, p.approvalStatus, event.occurredAt);
        await activity(manager, event, `Pet post ${p.approvalStatus}${p.petName ? `: ${p.petName}` : ''}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostResolved,
      async (event, manager) => {
        const p = event.data;
        await this.readModel.resolvePetPost(manager, p, event.occurredAt);
        await activity(manager, event, `Reunited: ${p.petName ?? `a ${p.type} pet`} is home`);
      },
      PURPOSE,
    );
  }
}
