import { Controller, Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVENTS, SUBJECTS, type ContentRef, type ContentTakedownChanged, type DescribeContentsRequest, type ModeratedContent, type RpcRequest } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { ReviewsRepository } from '../reviews/reviews.repository';
import { TakedownsRepository } from './takedowns.repository';

/**
 * Takedowns of businesses, reviews and business photos: hidden on events.admin.content_taken_down,
 * shown again on takedown_restored (only the restore of the takedown that hid it), and named for
 * svc-admin when a moderator acts on them. A review's rating leaves the business's average while it is down.
 */
@Injectable()
export class DirectoryTakedowns implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly takedowns: TakedownsRepository,
    private readonly reviews: ReviewsRepository,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.contentTakenDown, ({ data }, manager) => this.apply(manager, data, true));
    this.consumers.on(EVENTS.takedownRestored, ({ data }, manager) => this.apply(manager, data, false));
  }

  private async apply(manager: EntityManager, t: ContentTakedownChanged, down: boolean): Promise<void> {
    switch (t.contentType) {
      case 'business':
        return this.takedowns.setBusinessDown(manager, t, down);
      case 'review': {
        const businessId = await this.takedowns.setReviewDown(manager, t, down);
        if (businessId) await this.reviews.refreshBusinessRating(manager, businessId);
        return;
      }
      case 'business_photo':
        return this.takedowns.setBusinessPhotoDown(manager, t, down);
    }
  }

  describe(ref: ContentRef): Promise<ModeratedContent | null> {
    return this.takedowns.describe(ref);
  }
}

@Controller()
export class DirectoryTakedownsController {
  constructor(private readonly takedowns: DirectoryTakedowns) {}

  @MessagePattern(SUBJECTS.directory.describeContents)
  describeContents(@Payload() req: RpcRequest<DescribeContentsRequest>) {
    return Promise.all(req.body.refs.map((ref) => this.takedowns.describe(ref)));
  }
}
