import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { PET_POST_NOT_FOUND } from '../lost-found-pets/lost-found-pets.service';
import { SIGHTING_NOT_FOUND } from '../sightings/sightings.service';
import { CONVERSATION_NOT_FOUND, PetConversationsService } from './pet-conversations.service';

@Controller()
export class PetConversationsController {
  constructor(private readonly conversations: PetConversationsService) {}

  @MessagePattern(SUBJECTS.pets.sendPetMessage)
  sendPetMessage(@Payload() req: ContractRequest<'sendPetMessage'>) {
    return this.conversations.sendPetMessage(requireActor(req), uuidParam(req.params, 'id', PET_POST_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.pets.messageSightingReporter)
  messageSightingReporter(@Payload() req: ContractRequest<'messageSightingReporter'>) {
    const actor = requireActor(req);
    const postId = uuidParam(req.params, 'id', PET_POST_NOT_FOUND);
    return this.conversations.messageSightingReporter(actor, postId, uuidParam(req.params, 'sightingId', SIGHTING_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.pets.listPetConversations)
  listPetConversations(@Payload() req: ContractRequest<'listPetConversations'>) {
    return this.conversations.listPetConversations(requireActor(req), req.query);
  }

  @MessagePattern(SUBJECTS.pets.getPetMessagesUnreadCount)
  getPetMessagesUnreadCount(@Payload() req: ContractRequest<'getPetMessagesUnreadCount'>) {
    return this.conversations.getPetMessagesUnreadCount(requireActor(req));
  }

  @MessagePattern(SUBJECTS.pets.replyPetConversation)
  replyPetConversation(@Payload() req: ContractRequest<'replyPetConversation'>) {
    const actor = requireActor(req);
    return this.conversations.replyPetConversation(actor, uuidParam(req.params, 'conversationId', CONVERSATION_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.pets.markPetConversationRead)
  markPetConversationRead(@Payload() req: ContractRequest<'markPetConversationRead'>) {
    const actor = requireActor(req);
    return this.conversations.markPetConversationRead(actor, uuidParam(req.params, 'conversationId', CONVERSATION_NOT_FOUND));
  }
}
