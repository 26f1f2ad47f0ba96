import { Controller, Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  SUBJECTS,
  type ContentRef,
  type ContentTakedownChanged,
  type DescribeContentsRequest,
  type ModeratedContent,
  type RpcRequest,
  type TakedownContentType,
} from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { ReviewsRepository } from '../reviews/reviews.repository';

interface DescribedRow {
  authorId: string | null;
  title: string;
  link: string | null;
}

/** Who wrote each kind of content, a name a moderator recognises, and where it shows. */
const DESCRIBE_SQL: Partial<Record<TakedownContentType, string>> = {
  business: `SELECT owner_id AS "authorId", name AS title, '/business/' || id AS link FROM businesses WHERE id = $1`,
  review: `SELECT r.user_id AS "authorId", r.rating || '-star review of ' || b.name || coalesce(': “' || left(r.comment, 60) || '”', '') AS title,
      '/business/' || b.id AS link
    FROM reviews r JOIN businesses b ON b.id = r.business_id WHERE r.id = $1`,
  business_photo: `SELECT b.owner_id AS "authorId", 'Photo of ' || b.name AS title, '/business/' || b.id AS link
    FROM business_photos p JOIN businesses b ON b.id = p.business_id WHERE p.id = $1`,
};

/**
 * Takedowns of businesses, reviews and business photos (issue 27): hidden on
 * events.admin.content_taken_down, shown again on takedown_restored (only the restore of the takedown
 * that hid it), and named for svc-admin when a moderator acts on them. A review's rating leaves the
 * business's average while it is down.
 */
@Injectable()
export class DirectoryTakedowns implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly dataSource: DataSource,
    private readonly reviews: ReviewsRepository,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.contentTakenDown, ({ data }, manager) => this.apply(manager, data, true));
    this.consumers.on(EVENTS.takedownRestored, ({ data }, manager) => this.apply(manager, data, false));
  }

  private async apply(manager: EntityManager, t: ContentTakedownChanged, down: boolean): Promise<void> {
    const params = [t.contentId, t.takedownId];
    switch (t.contentType) {
      case 'business':
        // Unlisted with the takedown unless it already was (a deleted owner's business stays unlisted on restore).
        await manager.query(
          down
            ? `UPDATE businesses SET removed_reason = $3, takedown_id = $2, taken_down_at = now(), unlisted_at = coalesce(unlisted_at, now()), updated_at = now() WHERE id = $1`
            : `UPDATE businesses SET unlisted_at = CASE WHEN unlisted_at = taken_down_at THEN NULL ELSE unlisted_at END,
                 removed_reason = NULL, takedown_id = NULL, taken_down_at = NULL, updated_at = now() WHERE id = $1 AND takedown_id = $2`,
          down ? [...params, t.reason] : params,
        );
        return;
      case 'review': {
        const [rows] = await manager.query(
          down
            ? 'UPDATE reviews SET removed_reason = $3, takedown_id = $2 WHERE id = $1 RETURNING business_id AS "businessId"'
            : 'UPDATE reviews SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2 RETURNING business_id AS "businessId"',
          down ? [...params, t.reason] : params,
        );
        for (const { businessId } of rows as { businessId: string }[]) await this.reviews.refreshBusinessRating(manager, businessId);
        return;
      }
      case 'business_photo':
        await manager.query(
          down
            ? 'UPDATE business_photos SET removed_reason = $3, takedown_id = $2 WHERE id = $1'
            : 'UPDATE business_photos SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2',
          down ? [...params, t.reason] : params,
        );
        return;
    }
  }

  async describe(ref: ContentRef): Promise<ModeratedContent | null> {
    const sql = DESCRIBE_SQL[ref.contentType];
    if (!sql) return null;
    const [row]: DescribedRow[] = await this.dataSource.query(sql, [ref.contentId]);
    return row ? { ...ref, ...row } : null;
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
