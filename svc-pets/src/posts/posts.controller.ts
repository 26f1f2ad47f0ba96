import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { PostsService } from './posts.service';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @MessagePattern(SUBJECTS.pets.listLostFoundPets)
  list(@Payload() req: RpcRequest) {
    return this.posts.listPublic(req.query, req.actor);
  }

  @MessagePattern(SUBJECTS.pets.getLostFoundPet)
  get(@Payload() req: RpcRequest) {
    return this.posts.getOne(req.params.id, req.actor);
  }

  @MessagePattern(SUBJECTS.pets.listMyLostFoundPets)
  mine(@Payload() req: RpcRequest) {
    return this.posts.mine(requireActor(req));
  }

  @MessagePattern(SUBJECTS.pets.createLostFoundPet)
  create(@Payload() req: RpcRequest) {
    return this.posts.create(requireActor(req), req.body);
  }

  @MessagePattern(SUBJECTS.pets.setLostFoundPetStatus)
  setStatus(@Payload() req: RpcRequest) {
    return this.posts.setStatus(requireActor(req), req.params.id, req.body);
  }

  @MessagePattern(SUBJECTS.pets.listPendingLostFoundPets)
  listPending(@Payload() req: RpcRequest) {
    return this.posts.listPending(requireActor(req));
  }

  @MessagePattern(SUBJECTS.pets.moderateLostFoundPet)
  moderate(@Payload() req: RpcRequest) {
    return this.posts.moderate(requireActor(req), req.params.id, req.body);
  }
}
