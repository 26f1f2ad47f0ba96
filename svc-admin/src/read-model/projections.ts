import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS, type BusinessChanged, type EventEnvelope } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';

const PURPOSE = { purpose: 'read_model' };

async function activity(manager: EntityManager, event: EventEnvelope<unknown>, description: string) {
  await manager.query('INSERT INTO rm_activity (id, description, occurred_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    event.id,
    description,
    event.occurredAt,
  ]);
}

/**
 * Keeps the analytics, users and activity read model from the event stream. Each handler is an
 * upsert, so replays and out-of-order redeliveries converge on the same state.
 */
@Injectable()
export class ReadModelProjections implements OnModuleInit {
  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit() {
    this.consumers.on(
      EVENTS.userRegistered,
      async (event, manager) => activity(manager, event, `New member: ${event.data.username} joined`),
      PURPOSE,
    );

    const business = (created: boolean) => async (event: EventEnvelope<BusinessChanged>, manager: EntityManager) => {
      const b = event.data;
      await manager.query(
        `INSERT INTO rm_businesses (business_id, owner_id, name, category, city, price_range, is_premium, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (business_id) DO UPDATE SET owner_id = $2, name = $3, category = $4, city = $5,
           price_range = $6, is_premium = $7, updated_at = $8
         WHERE rm_businesses.updated_at <= $8`,
        [b.businessId, b.ownerId, b.name, b.category, b.city, b.priceRange, b.isPremium === 1, event.occurredAt],
      );
      if (created) await activity(manager, event, `New business listed: ${b.name}${b.city ? ` in ${b.city}` : ''}`);
    };
    this.consumers.on(EVENTS.businessCreated, business(true), PURPOSE);
    this.consumers.on(EVENTS.businessUpdated, business(false), PURPOSE);

    this.consumers.on(
      EVENTS.reviewCreated,
      async (event, manager) => {
        const r = event.data;
        // A second review by the same user replaces the first: one row per (user, business).
        await manager.query('DELETE FROM rm_reviews WHERE user_id = $1 AND business_id = $2 AND review_id <> $3', [
          r.userId,
          r.businessId,
          r.reviewId,
        ]);
        await manager.query(
          `INSERT INTO rm_reviews (review_id, user_id, business_id, rating) VALUES ($1, $2, $3, $4)
           ON CONFLICT (review_id) DO UPDATE SET rating = $4`,
          [r.reviewId, r.userId, r.businessId, r.rating],
        );
        await activity(manager, event, `New ${r.rating}-star review for ${r.businessName}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.appointmentRequested,
      async (event, manager) => {
        const a = event.data;
        await manager.query(
          'INSERT INTO rm_appointments (appointment_id, business_id, requested_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [a.appointmentId, a.businessId, event.occurredAt],
        );
        await activity(manager, event, `Appointment requested at ${a.businessName}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostCreated,
      async (event, manager) => {
        const p = event.data;
        await manager.query(
          `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (post_id) DO NOTHING`,
          [p.postId, p.userId, p.type, p.petName, event.occurredAt],
        );
        await activity(manager, event, `${p.type === 'lost' ? 'Lost' : 'Found'} pet posted${p.petName ? `: ${p.petName}` : ''} (awaiting review)`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostModerated,
      async (event, manager) => {
        const p = event.data;
        await manager.query(
          `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, approval_status, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (post_id) DO UPDATE SET approval_status = $5, updated_at = $6`,
          [p.postId, p.userId, p.type, p.petName, p.approvalStatus, event.occurredAt],
        );
        await activity(manager, event, `Pet post ${p.approvalStatus}${p.petName ? `: ${p.petName}` : ''}`);
      },
      PURPOSE,
    );

    this.consumers.on(
      EVENTS.petPostResolved,
      async (event, manager) => {
        const p = event.data;
        await manager.query(
          `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, approval_status, status, updated_at)
           VALUES ($1, $2, $3, $4, 'approved', 'resolved', $5)
           ON CONFLICT (post_id) DO UPDATE SET status = 'resolved', updated_at = $5`,
          [p.postId, p.userId, p.type, p.petName, event.occurredAt],
        );
        await activity(manager, event, `Reunited: ${p.petName ?? `a ${p.type} pet`} is home`);
      },
      PURPOSE,
    );
  }
}
