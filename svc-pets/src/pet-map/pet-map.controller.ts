import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { PetMapService } from './pet-map.service';

@Controller()
export class PetMapController {
  constructor(private readonly map: PetMapService) {}

  @MessagePattern(SUBJECTS.pets.mapLostFoundPets)
  mapLostFoundPets(@Payload() req: ContractRequest<'mapLostFoundPets'>) {
    return this.map.mapLostFoundPets(req.query);
  }
}
