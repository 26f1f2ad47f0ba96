import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { uuidParam } from '@pawpals/nest-common';
import { PET_POST_NOT_FOUND } from '../lost-found-pets/lost-found-pets.service';
import { NearbyVetsService } from './nearby-vets.service';

@Controller()
export class NearbyVetsController {
  constructor(private readonly vets: NearbyVetsService) {}

  @MessagePattern(SUBJECTS.pets.listNearbyVets)
  listNearbyVets(@Payload() req: ContractRequest<'listNearbyVets'>) {
    return this.vets.listNearbyVets(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.actor);
  }
}
