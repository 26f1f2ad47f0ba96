import { Injectable } from '@nestjs/common';
import type { ContentRef, ContentTakedownChanged, ModeratedContent, TakedownContentType } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/** A takedown or its restore, as the events carry it. */
type Takedown = Pick<ContentTakedownChanged, 'contentId' | 'takedownId' | 'reason'>;

type DescribedRow = Pick<ModeratedContent, 'authorId' | 'title' | 'link'>;

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
 * SQL of takedowns in this service: hiding and showing again businesses, reviews and business photos
 * (a restore applies only when the takedown it names is the one that hid the content), and naming them.
 */
@Injectable()
export class TakedownsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Unlisted with the takedown unless it already was (a deleted owner's business stays unlisted on restore). */
  async setBusinessDown(manager: EntityManager, t: Takedown, down: boolean): Promise<void> {
    if (down) {
      await manager.query(
        `UPDATE businesses SET removed_reason = $3, takedown_id = $2, taken_down_at = now(), unlisted_at = coalesce(unlisted_at, now()), updated_at = now() WHERE id = $1`,
        [t.contentId, t.takedownId, t.reason],
      );
    } else {
      await manager.query(
        `UPDATE businesses SET unlisted_at = CASE WHEN unlisted_at = taken_down_at THEN NULL ELSE unlisted_at END,
           removed_reason = NULL, takedown_id = NULL, taken_down_at = NULL, updated_at = now() WHERE id = $1 AND takedown_id = $2`,
        [t.contentId, t.takedownId],
      );
    }
  }

  /** The business of the review when it changed (its rating must be refreshed), else undefined. */
  async setReviewDown(manager: EntityManager, t: Takedown, down: boolean): Promise<string | undefined> {
    const [row] = returnedRows<{ businessId: string }>(
      down
        ? await manager.query('UPDATE reviews SET removed_reason = $3, takedown_id = $2 WHERE id = $1 RETURNING business_id AS "businessId"', [
            t.contentId,
            t.takedownId,
            t.reason,
          ])
        : await manager.query(
            'UPDATE reviews SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2 RETURNING business_id AS "businessId"',
            [t.contentId, t.takedownId],
          ),
    );
    return row?.businessId;
  }

  async setBusinessPhotoDown(manager: EntityManager, t: Takedown, down: boolean): Promise<void> {
    if (down) {
      await manager.query('UPDATE business_photos SET removed_reason = $3, takedown_id = $2 WHERE id = $1', [t.contentId, t.takedownId, t.reason]);
    } else {
      await manager.query('UPDATE business_photos SET removed_reason = NULL, takedown_id = NULL WHERE id = $1 AND takedown_id = $2', [t.contentId, t.takedownId]);
    }
  }

  /** The author, title and link of a piece of content, or null when this service has no such content. */
  async describe(ref: ContentRef): Promise<ModeratedContent | null> {
    const sql = DESCRIBE_SQL[ref.contentType];
    if (!sql) return null;
    const [row]: DescribedRow[] = await this.dataSource.query(sql, [ref.contentId]);
    return row ? { ...ref, ...row } : null;
  }
}
