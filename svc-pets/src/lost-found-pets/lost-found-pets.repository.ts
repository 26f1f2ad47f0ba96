import { Injectable } from '@nestjs/common';
import type { PetPostType } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LostFoundPetEntity } from './lost-found-pet.entity';

/** The columns a new post is written with (id, timestamps and moderation fields are the table's). */
export type NewLostFoundPet = Pick<
  LostFoundPetEntity,
  | 'userId'
  | 'type'
  | 'status'
  | 'approvalStatus'
  | 'petName'
  | 'breed'
  | 'color'
  | 'species'
  | 'description'
  | 'collarInfo'
  | 'lastSeenLocation'
  | 'lastSeenDate'
  | 'photoUrl'
  | 'contactInfo'
>;

/**
 * Table access of lost_found_posts, nothing else. Reads use the service's connection; writes take the
 * EntityManager of the caller's UnitOfWork transaction.
 */
@Injectable()
export class LostFoundPetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private posts(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(LostFoundPetEntity);
  }

  /** Active and approved posts, newest first, optionally of one type. */
  listActiveApproved(type: PetPostType | undefined, limit: number): Promise<LostFoundPetEntity[]> {
    return this.posts().find({
      where: { status: 'active', approvalStatus: 'approved', ...(type ? { type } : {}) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  findById(id: string): Promise<LostFoundPetEntity | null> {
    return this.posts().findOne({ where: { id } });
  }

  /** The row, locked for update until the transaction of `manager` ends. */
  lockById(manager: EntityManager, id: string): Promise<LostFoundPetEntity | null> {
    return this.posts(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Every post of one poster, every status, newest first. */
  listByPoster(userId: string): Promise<LostFoundPetEntity[]> {
    return this.posts().find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Pending posts that are still active, oldest first. */
  listPendingActive(): Promise<LostFoundPetEntity[]> {
    return this.posts().find({ where: { approvalStatus: 'pending', status: 'active' }, order: { createdAt: 'ASC' } });
  }

  createLostFoundPet(manager: EntityManager, fields: NewLostFoundPet): Promise<LostFoundPetEntity> {
    const posts = this.posts(manager);
    return posts.save(posts.create(fields));
  }

  save(manager: EntityManager, row: LostFoundPetEntity): Promise<LostFoundPetEntity> {
    return this.posts(manager).save(row);
  }
}
