import { Injectable } from '@nestjs/common';
import type { BusinessChanged, PetPostType } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';

/**
 * SQL of the read model (rm_*), always inside the consuming event's transaction. Every write is an
 * upsert, so replays and out-of-order redeliveries converge on the same state.
 */
@Injectable()
export class ReadModelRepository {
  async addActivity(manager: EntityManager, id: string, description: string, occurredAt: string): Promise<void> {
    await manager.query('INSERT INTO rm_activity (id, description, occurred_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      id,
      description,
      occurredAt,
    ]);
  }

  /** The business as of `occurredAt`; an older change arriving late is ignored. */
  async upsertBusiness(manager: EntityManager, b: BusinessChanged, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO rm_businesses (business_id, owner_id, name, category, city, price_range, is_premium, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (business_id) DO UPDATE SET owner_id = $2, name = $3, category = $4, city = $5,
         price_range = $6, is_premium = $7, updated_at = $8
       WHERE rm_businesses.updated_at <= $8`,
      [b.businessId, b.ownerId, b.name, b.category, b.city, b.priceRange, b.isPremium === 1, occurredAt],
    );
  }

  /** A second review by the same user replaces the first: one row per (user, business). */
  async putReview(manager: EntityManager, r: { reviewId: string; userId: string; businessId: string; rating: number }): Promise<void> {
    await manager.query('DELETE FROM rm_reviews WHERE user_id = $1 AND business_id = $2 AND review_id <> $3', [r.userId, r.businessId, r.reviewId]);
    await manager.query(
      `INSERT INTO rm_reviews (review_id, user_id, business_id, rating) VALUES ($1, $2, $3, $4)
       ON CONFLICT (review_id) DO UPDATE SET rating = $4`,
      [r.reviewId, r.userId, r.businessId, r.rating],
    );
  }

  async addAppointment(manager: EntityManager, appointmentId: string, businessId: string, requestedAt: string): Promise<void> {
    await manager.query(
      'INSERT INTO rm_appointments (appointment_id, business_id, requested_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [appointmentId, businessId, requestedAt],
    );
  }

  async addPetPost(manager: EntityManager, p: PetPostKey, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, updated_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (post_id) DO NOTHING`,
      [p.postId, p.userId, p.type, p.petName, occurredAt],
    );
  }

  async setPetPostApproval(manager: EntityManager, p: PetPostKey, approvalStatus: string, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, approval_status, updated_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (post_id) DO UPDATE SET approval_status = $5, updated_at = $6`,
      [p.postId, p.userId, p.type, p.petName, approvalStatus, occurredAt],
    );
  }

  async resolvePetPost(manager: EntityManager, p: PetPostKey, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, approval_status, status, updated_at, resolved_at, created_at)
       VALUES ($1, $2, $3, $4, 'approved', 'resolved', $5, $5, $5)
       ON CONFLICT (post_id) DO UPDATE SET status = 'resolved', updated_at = $5, resolved_at = $5`,
      [p.postId, p.userId, p.type, p.petName, occurredAt],
    );
  }
}

export interface PetPostKey {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
}
