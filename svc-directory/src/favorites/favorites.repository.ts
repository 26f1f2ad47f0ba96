import { Injectable } from '@nestjs/common';
import type { Business, Favorite } from '@pawpals/contracts';
import { authorNotSuspended, returnedRows } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { BUSINESS_COLUMNS } from '../businesses/business-sql';

/** The favorites table: SQL only. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A user's favorites with their business, newest first. */
  async ofUser(userId: string): Promise<Favorite[]> {
    const rows: (Business & { favoriteId: string })[] = await this.dataSource.query(
      `SELECT f.id AS "favoriteId", ${BUSINESS_COLUMNS} FROM favorites f JOIN businesses b ON b.id = f.business_id
       WHERE f.user_id = $1 AND b.unlisted_at IS NULL AND ${authorNotSuspended('b.owner_id')} ORDER BY f.created_at DESC, f.id`,
      [userId],
    );
    return rows.map(({ favoriteId, ...business }) => ({ id: favoriteId, businessId: business.id, business }));
  }

  /** Answers the new favorite's id; a repeat breaks the (user, business) unique key. */
  async insert(userId: string, businessId: string): Promise<string> {
    const [row] = await this.dataSource.query('INSERT INTO favorites (user_id, business_id) VALUES ($1, $2) RETURNING id', [userId, businessId]);
    return row.id;
  }

  /** Deletes the user's favorite named by its id or by its business id (the favorite id wins); answers it. */
  async deleteOfUser(userId: string, id: string): Promise<Favorite | undefined> {
    const [row] = returnedRows<Favorite>(
      await this.dataSource.query(
        `DELETE FROM favorites WHERE id = (
           SELECT id FROM favorites WHERE user_id = $1 AND (id = $2 OR business_id = $2) ORDER BY (id = $2) DESC LIMIT 1)
         RETURNING id, business_id AS "businessId"`,
        [userId, id],
      ),
    );
    return row;
  }
}
