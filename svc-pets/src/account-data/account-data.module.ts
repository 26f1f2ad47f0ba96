import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type Actor, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { LostFoundPetsModule } from '../lost-found-pets/lost-found-pets.module';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';
import { PetConversationsService } from '../pet-conversations/pet-conversations.service';

/**
 * A member's lost & found data (issue 15): their posts (with what hangs on them by foreign key: sightings,
 * conversations, match notices), the sightings they reported and the conversations they started go
 * with the account; "Download my data" lists the same.
 */
@Injectable()
class PetsAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly dataSource: DataSource,
    private readonly pets: LostFoundPetsService,
    private readonly conversations: PetConversationsService,
  ) {}

  onModuleInit() {
    this.erasure.register(async (manager: EntityManager, userId: string) => {
      await manager.query('DELETE FROM lost_found_posts WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM sightings WHERE reporter_id = $1', [userId]);
      await manager.query('DELETE FROM pet_conversations WHERE visitor_id = $1', [userId]);
    });
  }

  async exportOf(actor: Actor) {
    const [posts, sightings, conversations] = await Promise.all([
      this.pets.listMyLostFoundPets(actor),
      this.dataSource.query(
        `SELECT id, post_id AS "postId", seen_at AS "seenAt", location, latitude, longitude, note, photo_url AS "photoUrl", photo_placeholder AS "photoPlaceholder", created_at AS "createdAt"
         FROM sightings WHERE reporter_id = $1 ORDER BY created_at`,
        [actor.userId],
      ),
      this.conversations.listPetConversations(actor),
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
  providers: [PetsAccountData],
})
export class AccountDataModule {}
