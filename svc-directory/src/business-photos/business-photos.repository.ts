import { Injectable } from '@nestjs/common';
import type { BusinessPhoto } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';

/** The business_photos table: SQL only. Positions are 0…n-1 in the owner's order. */
@Injectable()
export class BusinessPhotosRepository {
  /** The owner's gallery: a photo a moderator took down stays in it, with the reason. */
  async ofBusiness(manager: EntityManager, businessId: string): Promise<BusinessPhoto[]> {
    const rows: (BusinessPhoto & { removedReason: string | null })[] = await manager.query(
      'SELECT id, url, placeholder, removed_reason AS "removedReason" FROM business_photos WHERE business_id = $1 ORDER BY position',
      [businessId],
    );
    return rows.map(({ removedReason, ...photo }) => (removedReason ? { ...photo, removedReason } : photo));
  }

  /** Appends a photo after the last one; a repeat of the same image breaks the (business, url) unique key. */
  async append(manager: EntityManager, businessId: string, url: string, placeholder: string | null): Promise<void> {
    await manager.query(
      `INSERT INTO business_photos (business_id, url, placeholder, position)
       SELECT $1, $2, $3, coalesce(max(position) + 1, 0) FROM business_photos WHERE business_id = $1`,
      [businessId, url, placeholder],
    );
  }

  /** Deletes one photo of the business and closes the gap; false when the business has no such photo. */
  async remove(manager: EntityManager, businessId: string, photoId: string): Promise<boolean> {
    const deleted = returnedRows(await manager.query('DELETE FROM business_photos WHERE business_id = $1 AND id = $2 RETURNING id', [businessId, photoId]));
    if (deleted.length === 0) return false;
    await this.renumber(manager, businessId, null);
    return true;
  }

  /** Positions follow `order` (every photo id once), or the current order when it is null. */
  async renumber(manager: EntityManager, businessId: string, order: string[] | null): Promise<void> {
    await manager.query(
      `UPDATE business_photos p SET position = o.position
       FROM (SELECT id, row_number() OVER (ORDER BY ${order ? 'array_position($2::uuid[], id)' : 'position'}) - 1 AS position
             FROM business_photos WHERE business_id = $1) o
       WHERE p.id = o.id`,
      order ? [businessId, order] : [businessId],
    );
  }
}
