import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIMITS, SUBJECTS, type ContractRequest, type NearbyVet, type NearestVetsRequest } from '@pawpals/contracts';
import { RpcClient, uuidParam } from '@pawpals/nest-common';
import { LostFoundPetsService, PET_POST_NOT_FOUND } from '../lost-found-pets/lost-found-pets.service';

/** The veterinarians nearest a pet's last seen place, from svc-directory (it owns businesses). */
@Controller()
export class NearbyVetsController {
  constructor(
    private readonly pets: LostFoundPetsService,
    private readonly rpc: RpcClient,
  ) {}

  @MessagePattern(SUBJECTS.pets.listNearbyVets)
  async listNearbyVets(@Payload() req: ContractRequest<'listNearbyVets'>): Promise<NearbyVet[]> {
    const post = await this.pets.visiblePost(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.actor);
    if (post.latitude === null || post.longitude === null) return [];
    const body: NearestVetsRequest = { latitude: post.latitude, longitude: post.longitude, limit: LIMITS.nearbyVetsCount };
    return this.rpc.request<NearbyVet[]>(SUBJECTS.directory.findNearestVets, { actor: null, params: {}, query: {}, body });
  }
}
