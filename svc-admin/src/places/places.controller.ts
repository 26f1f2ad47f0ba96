import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { PlacesService } from './places.service';

@Controller()
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @MessagePattern(SUBJECTS.admin.searchPlaces)
  searchPlaces(@Payload() req: ContractRequest<'searchPlaces'>) {
    requireAdmin(req);
    return this.places.searchPlaces(req.body);
  }

  @MessagePattern(SUBJECTS.admin.importBusinesses)
  importBusinesses(@Payload() req: ContractRequest<'importBusinesses'>) {
    return this.places.importBusinesses(requireAdmin(req), req);
  }
}
