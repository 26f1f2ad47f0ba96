import { Injectable } from '@nestjs/common';
import { conflict, notFound, type Favorite, type ParsedBodyOf } from '@pawpals/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '@pawpals/nest-common';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { FavoritesRepository } from './favorites.repository';

export const FAVORITE_NOT_FOUND = 'Favorite not found';

/**
 * A user's saved businesses. Favorites are private and emit no event (nobody else is told).
 * DELETE /api/favorites/:id takes the favorite's id, or the business id (so a card can un-favorite
 * from the business it shows).
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  /** [{id, businessId, business}], newest first. */
  listFavorites(userId: string): Promise<Favorite[]> {
    return this.favorites.ofUser(userId);
  }

  async addFavorite(userId: string, input: ParsedBodyOf<'addFavorite'>): Promise<Favorite> {
    const businessId = input.businessId.toLowerCase();
    const business = await this.businesses.findById(businessId);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    try {
      const id = await this.favorites.insert(userId, businessId);
      return { id, businessId, business };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This business is already in your favorites');
      if (isForeignKeyViolation(err)) throw notFound(BUSINESS_NOT_FOUND);
      throw err;
    }
  }

  /** Answers the removed favorite {id, businessId}. Someone else's favorite is "not found" too. */
  async removeFavorite(userId: string, id: string): Promise<Favorite> {
    const removed = await this.favorites.deleteOfUser(userId, id);
    if (!removed) throw notFound(FAVORITE_NOT_FOUND);
    return removed;
  }
}
