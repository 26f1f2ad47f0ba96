import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type Actor, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { LostFoundPetsModule } from '../lost-found-pets/lost-found-pets.module';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';
import { PetConversationsService } from '../pet-conversations/pet-conversations.service';
import { SightingsRepository } from '../sightings/sightings.repository';
import { AccountDataRepository } from './account-data.repository';

/**
 * A member's lost & found data: their posts (with what hangs on them by foreign key: sightings,
 * conversations, match notices), the sightings they reported and the conversations they started go
 * with the account; "Download my data" lists the same.
 */
@Injectable()
class PetsAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly accountData: AccountDataRepository,
    private readonly pets: LostFoundPetsService,
    private readonly sightings: SightingsRepository,
    private readonly conversations: PetConversationsService,
  ) {}

  onModuleInit() {
    this.erasure.register((manager, userId) => this.accountData.eraseMember(manager, userId));
  }

  async exportOf(actor: Actor) {
    const [posts, sightings, conversations] = await Promise.all([
      this.pets.listMyLostFoundPets(actor),
      this.sightings.listByReporter(actor.userId),
      this.conversations.allPetConversationsOf(actor),
    ]);
    return { posts, sightings, conversations };
  }
}

@Controller()
class PetsAccountDataController {
  constructor(private readonly data: PetsAccountData) {}

  @MessagePattern(SUBJECTS.pets.exportUserData)
  exportUserData(@Payload() req: RpcRequest) {
    return this.data.exportOf(requireActor(req));
  }
}

@Module({
  imports: [LostFoundPetsModule],
  controllers: [PetsAccountDataController],
  providers: [PetsAccountData, AccountDataRepository],
})
export class AccountDataModule {}
