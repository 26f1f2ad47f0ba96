import { Injectable } from '@nestjs/common';
import type { PetPostType, PetSpecies, SitemapEntry } from '@pawpals/contracts';
import { boundingBox, milesBetweenSql, PUBLIC_PIN_SHIFT_MILES, publicCoordinateSql, type GeoPoint } from '@pawpals/geo';
import { authorNotSuspended } from '@pawpals/nest-common';
import { DataSource, IsNull, type EntityManager, type FindOptionsWhere } from 'typeorm';
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
  | 'size'
  | 'sex'
  | 'microchipped'
  | 'latitude'
  | 'longitude'
  | 'locationPrecision'
  | 'description'
  | 'collarInfo'
  | 'lastSeenLocation'
  | 'lastSeenDate'
  | 'photoUrl'
  | 'photoUrls'
  | 'photoPlaceholders'
  | 'contactInfo'
  | 'contactPreference'
>;

/** The moderation queue: pending, still active, not taken down. */
const PENDING_QUEUE: FindOptionsWhere<LostFoundPetEntity> = { approvalStatus: 'pending', status: 'active', removedReason: IsNull() };

export interface NearFilter {
  type?: PetPostType;
  species?: PetSpecies;
  point?: GeoPoint;
  radiusMiles?: number;
}

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

  /**
   * Active and approved posts, optionally of one type and species. Without a point: newest first. With
   * one: nearest first with their distance (posts without coordinates last), and within `radiusMiles`
   * only those inside it — a latitude/longitude box the index answers, then the exact miles.
   */
  async listActiveApproved(filter: NearFilter, limit: number): Promise<{ row: LostFoundPetEntity; distanceMiles: number | null }[]> {
    const qb = this.posts()
      .createQueryBuilder('p')
      .where(`p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}`)
      .limit(limit);
    if (filter.type) qb.andWhere('p.type = :type', { type: filter.type });
    if (filter.species) qb.andWhere('p.species = :species', { species: filter.species });
    if (!filter.point) {
      const rows = await qb.orderBy('p.created_at', 'DESC').getMany();
      return rows.map((row) => ({ row, distanceMiles: null }));
    }
    // From the pin as the public sees it: a radius narrowed step by step must not find the exact pin.
    const distance = milesBetweenSql(
      { lat: 'CAST(:lat AS double precision)', lng: 'CAST(:lng AS double precision)' },
      { lat: publicCoordinateSql('p.latitude'), lng: publicCoordinateSql('p.longitude') },
    );
    qb.setParameters({ lat: filter.point.latitude, lng: filter.point.longitude }).addSelect(distance, 'distance_miles');
    if (filter.radiusMiles !== undefined) {
      qb.andWhere(
        'p.latitude BETWEEN :minLat AND :maxLat AND p.longitude BETWEEN :minLng AND :maxLng',
        boundingBox(filter.point, filter.radiusMiles + PUBLIC_PIN_SHIFT_MILES),
      );
      qb.andWhere(`${distance} <= :radius`, { radius: filter.radiusMiles });
    }
    const { entities, raw } = await qb.orderBy('distance_miles', 'ASC', 'NULLS LAST').addOrderBy('p.created_at', 'DESC').getRawAndEntities();
    const distances = new Map(raw.map((r: { p_id: string; distance_miles: number | null }) => [r.p_id, r.distance_miles]));
    return entities.map((row) => ({ row, distanceMiles: distances.get(row.id) ?? null }));
  }

  /** Reunited, approved posts with a thank-you note, most recently reunited first. */
  listReunions(limit: number): Promise<LostFoundPetEntity[]> {
    return this.posts()
      .createQueryBuilder('p')
      .where(
        `p.status = 'resolved' AND p.approval_status = 'approved' AND p.reunion_note IS NOT NULL AND p.removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}`,
      )
      .orderBy('p.resolved_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  async countPublic(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS total FROM lost_found_posts p
        WHERE status = 'active' AND approval_status = 'approved' AND removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}`);
    return row.total;
  }

  /** Active, approved posts (the ones anybody may open), by id. */
  async publicSitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
    const rows: { id: string; updatedAt: Date }[] = await this.dataSource.query(
      `SELECT id, updated_at AS "updatedAt" FROM lost_found_posts p
        WHERE status = 'active' AND approval_status = 'approved' AND removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}
        ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
  }

  findById(id: string): Promise<LostFoundPetEntity | null> {
    return this.posts().findOne({ where: { id } });
  }

  /** Whether the member is suspended now (their posts are then hidden like a takedown). */
  async authorSuspended(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 WHERE NOT ${authorNotSuspended('$1::uuid')}`, [userId]);
    return rows.length > 0;
  }

  /** The row, locked for update until the transaction of `manager` ends. */
  lockById(manager: EntityManager, id: string): Promise<LostFoundPetEntity | null> {
    return this.posts(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Every post of one poster, every status, newest first. */
  listByPoster(userId: string): Promise<LostFoundPetEntity[]> {
    return this.posts().find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Pending posts that are still active and not taken down, oldest first. */
  listPendingActive(): Promise<LostFoundPetEntity[]> {
    return this.posts().find({ where: PENDING_QUEUE, order: { createdAt: 'ASC' } });
  }

  /** How many posts listPendingActive lists (the admin dashboard's count of the same queue). */
  countPendingActive(): Promise<number> {
    return this.posts().count({ where: PENDING_QUEUE });
  }

  createLostFoundPet(manager: EntityManager, fields: NewLostFoundPet): Promise<LostFoundPetEntity> {
    const posts = this.posts(manager);
    return posts.save(posts.create(fields));
  }

  save(manager: EntityManager, row: LostFoundPetEntity): Promise<LostFoundPetEntity> {
    return this.posts(manager).save(row);
  }
}
