import { Controller, Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVENTS, SUBJECTS, type ContentRef, type DescribeContentsRequest, type ModeratedContent, type RpcRequest } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';
import { TakedownsRepository, type DescribedContent } from './takedowns.repository';

const postTitle = (p: Pick<DescribedContent, 'type' | 'species' | 'petName'>) =>
  `${p.type === 'lost' ? 'Lost' : 'Found'} ${p.species ?? 'pet'}${p.petName ? `: ${p.petName}` : ''}`;
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * Takedowns of posts, sightings and pet messages: hidden on events.admin.content_taken_down
 * and shown again on takedown_restored (only the restore of the takedown that hid it), and named for
 * svc-admin when a moderator acts on them.
 */
@Injectable()
export class PetTakedowns implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly takedowns: TakedownsRepository,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.contentTakenDown, ({ data }, manager) => this.takedowns.hide(manager, data));
    this.consumers.on(EVENTS.takedownRestored, ({ data }, manager) => this.takedowns.restore(manager, data));
  }

  async describe(ref: ContentRef): Promise<ModeratedContent | null> {
    const row = await this.takedowns.describe(ref);
    if (!row) return null;
    const post = postTitle(row);
    const title = ref.contentType === 'lost_found_pet' ? post : `${ref.contentType === 'sighting' ? 'Sighting' : 'Message'} about ${post}: “${excerpt(row.extra ?? '')}”`;
    return { ...ref, authorId: row.authorId, title, link: row.link };
  }
}

@Controller()
export class PetTakedownsController {
  constructor(
    private readonly takedowns: PetTakedowns,
    private readonly pets: LostFoundPetsService,
  ) {}

  @MessagePattern(SUBJECTS.pets.describeContents)
  describeContents(@Payload() req: RpcRequest<DescribeContentsRequest>) {
    return Promise.all(req.body.refs.map((ref) => this.takedowns.describe(ref)));
  }

  @MessagePattern(SUBJECTS.pets.countPendingPosts)
  countPendingPosts() {
    return this.pets.getPendingLostFoundPetsCount();
  }
}
