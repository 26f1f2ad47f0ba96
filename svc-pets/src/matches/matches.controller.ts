import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { notFound, SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { LostFoundPetsService, PET_POST_NOT_FOUND } from '../lost-found-pets/lost-found-pets.service';
import { MATCH_NOT_FOUND, MatchesService } from './matches.service';

@Controller()
export class MatchesController {
  constructor(
    private readonly pets: LostFoundPetsService,
    private readonly matches: MatchesService,
  ) {}

  /** The poster and admins see a post's possible matches; to anyone else the post does not exist. */
  @MessagePattern(SUBJECTS.pets.listLostFoundPetMatches)
  async listLostFoundPetMatches(@Payload() req: ContractRequest<'listLostFoundPetMatches'>) {
    const actor = requireActor(req);
    const post = await this.pets.postOfPosterOrAdmin(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), actor);
    return this.matches.listLostFoundPetMatches(post, { userId: actor.userId, isAdmin: !!actor.adminRole });
  }

  /** Only the poster answers about their post's matches (not admins: it is the owner's word); to anyone else the post does not exist. */
  @MessagePattern(SUBJECTS.pets.answerLostFoundPetMatch)
  async answerLostFoundPetMatch(@Payload() req: ContractRequest<'answerLostFoundPetMatch'>) {
    const actor = requireActor(req);
    const post = await this.pets.postOfPosterOrAdmin(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), actor);
    if (post.userId !== actor.userId) throw notFound(PET_POST_NOT_FOUND);
    return this.matches.answer(post, uuidParam(req.params, 'otherId', MATCH_NOT_FOUND), actor, req.body.verdict);
  }
}
