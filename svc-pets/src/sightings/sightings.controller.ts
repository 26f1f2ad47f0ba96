import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { PET_POST_NOT_FOUND } from '../lost-found-pets/lost-found-pets.service';
import { SIGHTING_NOT_FOUND, SightingsService } from './sightings.service';

@Controller()
export class SightingsController {
  constructor(private readonly sightings: SightingsService) {}

  @MessagePattern(SUBJECTS.pets.listSightings)
  listSightings(@Payload() req: ContractRequest<'listSightings'>) {
    return this.sightings.listSightings(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.actor);
  }

  @MessagePattern(SUBJECTS.pets.reportSighting)
  reportSighting(@Payload() req: ContractRequest<'reportSighting'>) {
    return this.sightings.reportSighting(requireActor(req), uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body, req.uploads);
  }

  @MessagePattern(SUBJECTS.pets.removeSighting)
  removeSighting(@Payload() req: ContractRequest<'removeSighting'>) {
    const actor = requireActor(req);
    return this.sightings.removeSighting(actor, uuidParam(req.params, 'id', PET_POST_NOT_FOUND), uuidParam(req.params, 'sightingId', SIGHTING_NOT_FOUND));
  }
}
