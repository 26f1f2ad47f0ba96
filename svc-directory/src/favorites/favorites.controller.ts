import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest, type Favorite } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { FAVORITE_NOT_FOUND, FavoritesService } from './favorites.service';

@Controller()
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @MessagePattern(SUBJECTS.directory.listFavorites)
  listFavorites(@Payload() req: ContractRequest<'listFavorites'>): Promise<Favorite[]> {
    return this.favorites.listFavorites(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.directory.addFavorite)
  addFavorite(@Payload() req: ContractRequest<'addFavorite'>): Promise<Favorite> {
    return this.favorites.addFavorite(requireActor(req).userId, req.body);
  }

  /** :id is the favorite's id or its business's id. */
  @MessagePattern(SUBJECTS.directory.removeFavorite)
  removeFavorite(@Payload() req: ContractRequest<'removeFavorite'>): Promise<Favorite> {
    const { userId } = requireActor(req);
    return this.favorites.removeFavorite(userId, uuidParam(req.params, 'id', FAVORITE_NOT_FOUND));
  }
}
