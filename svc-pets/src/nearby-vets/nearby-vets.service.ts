import { Injectable } from '@nestjs/common';
import { LIMITS, SUBJECTS, type Actor, type NearbyVet, type NearestVetsRequest } from '@pawpals/contracts';
import { publicCoordinate } from '@pawpals/geo';
import { RpcClient } from '@pawpals/nest-common';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';

/**
 * The veterinarians nearest a pet's last seen place, asked of svc-directory (it owns businesses). When it
 * does not answer, RpcClient's readable 503 reaches the caller.
 */
@Injectable()
export class NearbyVetsService {
  constructor(
    private readonly pets: LostFoundPetsService,
    private readonly rpc: RpcClient,
  ) {}

  /** Whoever may see the post may see its vets; a post without coordinates has none. */
  async listNearbyVets(postId: string, actor: Actor | null): Promise<NearbyVet[]> {
    const post = await this.pets.visiblePost(postId, actor);
    if (post.latitude === null || post.longitude === null) return [];
    // From the pin as the public sees it: the vets' miles must not give the exact one away.
    const body: NearestVetsRequest = { latitude: publicCoordinate(post.latitude), longitude: publicCoordinate(post.longitude), limit: LIMITS.nearbyVetsCount };
    return this.rpc.request<NearbyVet[]>(SUBJECTS.directory.findNearestVets, { actor: null, params: {}, query: {}, body });
  }
}
