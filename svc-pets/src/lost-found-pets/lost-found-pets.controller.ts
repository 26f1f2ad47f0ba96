import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { isUuid, sitemapPageRequestSchema, SUBJECTS, type ContentExists, type ContractRequest, type ReportedContentRef, type RpcRequest } from '@pawpals/contracts';
import { parseOr400, requireActor, requireAdmin, uuidParam } from '@pawpals/nest-common';
import { LostFoundPetsService, PET_POST_NOT_FOUND } from './lost-found-pets.service';

/** One handler per route, named like it: who may ask and which post, then the use case. */
@Controller()
export class LostFoundPetsController {
  constructor(private readonly pets: LostFoundPetsService) {}

  @MessagePattern(SUBJECTS.pets.listLostFoundPets)
  listLostFoundPets(@Payload() req: ContractRequest<'listLostFoundPets'>) {
    return this.pets.listLostFoundPets(req.query, req.actor);
  }

  @MessagePattern(SUBJECTS.pets.listReunions)
  listReunions() {
    return this.pets.listReunions();
  }

  /** The gateway's sitemap asks for a page of the public posts' ids and last changes (no browser calls this subject). */
  @MessagePattern(SUBJECTS.pets.listSitemapPosts)
  listSitemapPosts(@Payload() req: RpcRequest<unknown>) {
    return this.pets.listSitemapPosts(parseOr400(sitemapPageRequestSchema, req.body));
  }

  @MessagePattern(SUBJECTS.pets.getLostFoundPet)
  getLostFoundPet(@Payload() req: ContractRequest<'getLostFoundPet'>) {
    return this.pets.getLostFoundPet(uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.actor);
  }

  @MessagePattern(SUBJECTS.pets.listMyLostFoundPets)
  listMyLostFoundPets(@Payload() req: ContractRequest<'listMyLostFoundPets'>) {
    return this.pets.listMyLostFoundPets(requireActor(req));
  }

  @MessagePattern(SUBJECTS.pets.createLostFoundPet)
  createLostFoundPet(@Payload() req: ContractRequest<'createLostFoundPet'>) {
    return this.pets.createLostFoundPet(requireActor(req), req.body, req.uploads);
  }

  @MessagePattern(SUBJECTS.pets.setLostFoundPetStatus)
  setLostFoundPetStatus(@Payload() req: ContractRequest<'setLostFoundPetStatus'>) {
    const actor = requireActor(req);
    return this.pets.setLostFoundPetStatus(actor, uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.pets.setLostFoundPetContact)
  setLostFoundPetContact(@Payload() req: ContractRequest<'setLostFoundPetContact'>) {
    const actor = requireActor(req);
    return this.pets.setLostFoundPetContact(actor, uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.pets.updateLostFoundPetPhotos)
  updateLostFoundPetPhotos(@Payload() req: ContractRequest<'updateLostFoundPetPhotos'>) {
    const actor = requireActor(req);
    return this.pets.updateLostFoundPetPhotos(actor, uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body, req.uploads);
  }

  @MessagePattern(SUBJECTS.pets.listPendingLostFoundPets)
  listPendingLostFoundPets(@Payload() req: ContractRequest<'listPendingLostFoundPets'>) {
    return this.pets.listPendingLostFoundPets(req.query, requireAdmin(req, 'moderator'));
  }

  @MessagePattern(SUBJECTS.pets.getPendingLostFoundPetsCount)
  getPendingLostFoundPetsCount(@Payload() req: ContractRequest<'getPendingLostFoundPetsCount'>) {
    requireAdmin(req, 'moderator');
    return this.pets.getPendingLostFoundPetsCount();
  }

  @MessagePattern(SUBJECTS.pets.moderateLostFoundPet)
  moderateLostFoundPet(@Payload() req: ContractRequest<'moderateLostFoundPet'>) {
    const moderator = requireAdmin(req, 'moderator');
    return this.pets.moderateLostFoundPet(moderator, uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body);
  }

  /** svc-admin checks that a reported pet post exists and the reporter may see it (no browser calls this subject). */
  @MessagePattern(SUBJECTS.pets.contentExists)
  async contentExists(@Payload() req: RpcRequest<Partial<ReportedContentRef>>): Promise<ContentExists> {
    const { contentType, contentId } = req.body ?? {};
    if (contentType !== 'lost_found_pet' || !isUuid(contentId)) return { exists: false };
    return { exists: await this.pets.isVisible(contentId, req.actor) };
  }
}
