import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { conflict, favoriteInputSchema, isUuid, notFound, SUBJECTS, type Business, type Favorite, type RpcRequest } from '@pawpals/contracts';
import { parseOr400, requireActor } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { BUSINESS_COLUMNS, isUniqueViolation, returned } from '../common/sql';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';

const FAVORITE_NOT_FOUND = 'Favorite not found';

/**
 * A user's saved businesses. Favorites are private and emit no event (nobody else is told).
 * DELETE /api/favorites/:id takes the favorite's id, or the business id (so a card can un-favorite
 * from the business it shows).
 */
@Controller()
export class FavoritesController {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /api/favorites: [{id, businessId, business}], newest first. */
  @MessagePattern(SUBJECTS.directory.listFavorites)
  async list(@Payload() req: RpcRequest): Promise<Favorite[]> {
    const { userId } = requireActor(req);
    const rows: (Business & { favoriteId: string })[] = await this.dataSource.query(
      `SELECT f.id AS "favoriteId", ${BUSINESS_COLUMNS} FROM favorites f JOIN businesses b ON b.id = f.business_id
       WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id`,
      [userId],
    );
    return rows.map(({ favoriteId, ...business }) => ({ id: favoriteId, businessId: business.id, business }));
  }

  @MessagePattern(SUBJECTS.directory.addFavorite)
  async add(@Payload() req: RpcRequest): Promise<Favorite> {
    const { userId } = requireActor(req);
    const businessId = parseOr400(favoriteInputSchema, req.body).businessId.toLowerCase();
    const [business] = await this.dataSource.query(`SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.id = $1`, [businessId]);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    try {
      const [row] = await this.dataSource.query('INSERT INTO favorites (user_id, business_id) VALUES ($1, $2) RETURNING id', [
        userId,
        businessId,
      ]);
      return { id: row.id, businessId, business };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This business is already in your favorites');
      if ((err as { code?: string }).code === '23503') throw notFound(BUSINESS_NOT_FOUND);
      throw err;
    }
  }

  /** Answers the removed favorite {id, businessId}. Someone else's favorite is "not found" too. */
  @MessagePattern(SUBJECTS.directory.removeFavorite)
  async remove(@Payload() req: RpcRequest): Promise<Favorite> {
    const { userId } = requireActor(req);
    const id = req.params?.id;
    if (!isUuid(id)) throw notFound(FAVORITE_NOT_FOUND);
    const [row] = returned<Favorite>(await this.dataSource.query(
      `DELETE FROM favorites WHERE id = (
         SELECT id FROM favorites WHERE user_id = $1 AND (id = $2 OR business_id = $2) ORDER BY (id = $2) DESC LIMIT 1)
       RETURNING id, business_id AS "businessId"`,
      [userId, id.toLowerCase()],
    ));
    if (!row) throw notFound(FAVORITE_NOT_FOUND);
    return row;
  }
}
