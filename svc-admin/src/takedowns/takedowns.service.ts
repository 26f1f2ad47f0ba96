import { Injectable } from '@nestjs/common';
import {
  conflict,
  EVENTS,
  notFound,
  SUBJECTS,
  TAKEDOWN_OWNER,
  type Actor,
  type ContentRef,
  type DescribeContentsRequest,
  type ModeratedContent,
  type ParsedBodyOf,
  type Takedown,
} from '@pawpals/contracts';
import { isUniqueViolation, RpcClient, UnitOfWork, type EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { AuditLogService } from '../audit-log/audit-log.service';
import { TakedownsRepository, type TakedownRow } from './takedowns.repository';

export const CONTENT_NOT_FOUND = 'The content was not found';
export const TAKEDOWN_NOT_FOUND = 'Takedown not found';
const ALREADY_DOWN = 'This content is already taken down';

export const toTakedown = (row: TakedownRow): Takedown => ({
  id: row.id,
  contentType: row.contentType,
  contentId: row.contentId,
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
  restoredAt: row.restoredAt ? new Date(row.restoredAt).toISOString() : null,
});

const eventOf = (row: TakedownRow) => ({
  takedownId: row.id,
  contentType: row.contentType,
  contentId: row.contentId,
  reason: row.reason,
  authorId: row.authorId,
  title: row.title,
  link: row.link,
});

/**
 * Takedowns (docs/decisions/0128-acting-on-reports-and-takedowns.md): svc-admin decides and records them; the owning service hides the
 * content on events.admin.content_taken_down and shows it again on takedown_restored.
 */
@Injectable()
export class TakedownsService {
  constructor(
    private readonly takedowns: TakedownsRepository,
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
    private readonly audit: AuditLogService,
  ) {}

  /** The owners' names of these pieces of content (parallel to refs; null where unknown), one request per owning service. */
  async describe(refs: ContentRef[]): Promise<(ModeratedContent | null)[]> {
    const answers = new Map<ContentRef, ModeratedContent | null>();
    // The two owners are asked at once: a page of reports waits for the slower, not for both in turn.
    await Promise.all(
      (['pets', 'directory'] as const).map(async (owner) => {
        const mine = refs.filter((ref) => TAKEDOWN_OWNER[ref.contentType] === owner);
        if (!mine.length) return;
        const body: DescribeContentsRequest = { refs: mine };
        const described = await this.rpc.request<(ModeratedContent | null)[]>(SUBJECTS[owner].describeContents, { actor: null, params: {}, query: {}, body });
        mine.forEach((ref, i) => answers.set(ref, described[i] ?? null));
      }),
    );
    return refs.map((ref) => answers.get(ref) ?? null);
  }

  async describeOne(ref: ContentRef): Promise<ModeratedContent> {
    const [content] = await this.describe([ref]);
    if (!content) throw notFound(CONTENT_NOT_FOUND);
    return content;
  }

  /** POST /api/admin/takedowns: one audit row; pending reports of the content are closed with it. */
  async createTakedown(moderator: Actor, { contentType, contentId, reason }: ParsedBodyOf<'createTakedown'>): Promise<Takedown> {
    const content = await this.describeOne({ contentType, contentId });
    return this.uow.run(async (manager, events) => {
      if (await this.takedowns.standingFor(manager, content)) throw conflict(ALREADY_DOWN);
      const row = await this.takeDown(manager, events, moderator, content, reason);
      const closedReports = await this.takedowns.closePendingReports(manager, content, {
        status: 'reviewed',
        moderatorId: moderator.userId,
        reason,
        takedownId: row.id,
      });
      await this.audit.record(
        {
          actor: moderator,
          action: 'content_taken_down',
          targetType: contentType,
          targetId: contentId,
          reason,
          details: { takedownId: row.id, title: row.title, closedReports },
        },
        manager,
      );
      return toTakedown(row);
    });
  }

  /** Records the takedown and announces it, in the caller's transaction (no audit row: the caller writes the one of its action). */
  async takeDown(manager: EntityManager, events: EventSink, moderator: Actor, content: ModeratedContent, reason: string): Promise<TakedownRow> {
    const row = await this.takedowns.insert(manager, content, reason, moderator.userId).catch((err: unknown) => {
      // Another moderator took it down a moment ago.
      throw isUniqueViolation(err) ? conflict(ALREADY_DOWN) : err;
    });
    events.emit(EVENTS.contentTakenDown, eventOf(row));
    return row;
  }

  standingFor(manager: EntityManager, ref: ContentRef): Promise<TakedownRow | undefined> {
    return this.takedowns.standingFor(manager, ref);
  }

  closePendingReports(manager: EntityManager, ref: ContentRef, closing: Parameters<TakedownsRepository['closePendingReports']>[2]): Promise<number> {
    return this.takedowns.closePendingReports(manager, ref, closing);
  }

  /** DELETE /api/admin/takedowns/:id: the content comes back; a second restore is a 409. */
  async restoreTakedown(moderator: Actor, id: string): Promise<Takedown> {
    return this.uow.run(async (manager, events) => {
      const found = await this.takedowns.lockById(manager, id);
      if (!found) throw notFound(TAKEDOWN_NOT_FOUND);
      if (found.restoredAt) throw conflict('This content has already been restored');
      const row = await this.takedowns.markRestored(manager, id, moderator.userId);
      events.emit(EVENTS.takedownRestored, eventOf(row));
      await this.audit.record(
        {
          actor: moderator,
          action: 'takedown_restored',
          targetType: row.contentType,
          targetId: row.contentId,
          details: { takedownId: row.id, title: row.title, takedownReason: row.reason },
        },
        manager,
      );
      return toTakedown(row);
    });
  }
}
