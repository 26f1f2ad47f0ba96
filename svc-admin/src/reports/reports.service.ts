import { Injectable } from '@nestjs/common';
import {
  conflict,
  decodeCursor,
  notFound,
  pageLimitOf,
  pageOf,
  SUBJECTS,
  type Actor,
  type ContentExists,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ReportedContent,
  type ReportedContentRef,
  type ReportResolution,
  type ResponseOf,
  type ServiceAnswerOf,
} from '@pawpals/contracts';
import { RpcClient, UnitOfWork, withIsoTimes } from '@pawpals/nest-common';
import { AuditLogService } from '../audit-log/audit-log.service';
import { toTakedown, TakedownsService } from '../takedowns/takedowns.service';
import { ReportsRepository, type ReportRow } from './reports.repository';

/** The queue's cursors: newest first, by (created_at, id). */
const QUEUE_NEWEST = { name: 'listReportedContent:newest', keys: ['timestamp', 'uuid'] } as const;

export const REPORTED_CONTENT_NOT_FOUND = 'The content you are reporting was not found';
export const REPORT_NOT_FOUND = 'Report not found';

/** The service that owns each kind of reportable content. */
const EXISTS_SUBJECT = {
  business: SUBJECTS.directory.contentExists,
  review: SUBJECTS.directory.contentExists,
  lost_found_pet: SUBJECTS.pets.contentExists,
} as const;

const toReportedContent = (row: ReportRow) => withIsoTimes(row, 'createdAt') as ReportedContent;

/** Members flag content; moderators see the queue (docs/decisions/0024-reported-content.md). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly rpc: RpcClient,
    private readonly uow: UnitOfWork,
    private readonly takedowns: TakedownsService,
    private readonly audit: AuditLogService,
  ) {}

  /** One report per member and piece of content, which must exist (and be visible to the reporter: 404 otherwise). */
  async reportContent(reporter: Actor, { contentType, contentId, reason }: ParsedBodyOf<'reportContent'>): Promise<ResponseOf<'reportContent'>> {
    const ref: ReportedContentRef = { contentType, contentId };
    const { exists } = await this.rpc.request<ContentExists>(EXISTS_SUBJECT[contentType], { actor: reporter, params: {}, query: {}, body: ref });
    if (!exists) throw notFound(REPORTED_CONTENT_NOT_FOUND);
    const row = await this.reports.insertOnce({ contentType, contentId, reason, reporterId: reporter.userId });
    if (!row) throw conflict('You have already reported this');
    return toReportedContent(row);
  }

  /** The queue, each report with what it names (its owner's title and link) so a moderator can open it before deciding. */
  async listReportedContent(query: ParsedQueryOf<'listReportedContent'>): Promise<ServiceAnswerOf<'listReportedContent'>> {
    const after = query.cursor ? (decodeCursor(query.cursor, QUEUE_NEWEST.name, QUEUE_NEWEST.keys) as [string, string]) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.reports.listPendingNewestFirst(after, limit + 1);
    const page = pageOf(rows, limit, QUEUE_NEWEST.name, (row) => [row.createdAtKey, row.id], ({ createdAtKey: _key, ...row }) => row);
    const described = await this.takedowns.describe(page.items.map((row) => ({ contentType: row.contentType as ReportedContentRef['contentType'], contentId: row.contentId })));
    const items = page.items.map((row, i) => {
      const content = described[i];
      return { ...toReportedContent(row), content: content ? { title: content.title, link: content.link } : null };
    });
    return { items, nextCursor: page.nextCursor };
  }

  /** How many reports are pending in all: every one the queue pages through (the moderation tab's label). */
  async getReportedContentCount(): Promise<ResponseOf<'getReportedContentCount'>> {
    return { count: await this.reports.countPending() };
  }

  /**
   * 'remove' takes the reported content down (or finds it down already); 'dismiss' leaves it up. Either
   * closes this report and every other pending report of the same content, as one audited action.
   */
  async resolveReport(moderator: Actor, id: string, { action, reason }: ParsedBodyOf<'resolveReport'>): Promise<ReportResolution> {
    const report = await this.reports.findById(id);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    const ref: ReportedContentRef = { contentType: report.contentType as ReportedContentRef['contentType'], contentId: report.contentId };
    // Dismissing a report of content that is gone still closes it; removing needs the content.
    const content = action === 'remove' ? await this.takedowns.describeOne(ref) : null;
    return this.uow.run(async (manager, events) => {
      const locked = await this.reports.lockById(manager, id);
      if (locked?.status !== 'pending') throw conflict('This report has already been resolved');
      const takedown = content ? ((await this.takedowns.standingFor(manager, ref)) ?? (await this.takedowns.takeDown(manager, events, moderator, content, reason))) : null;
      const closedReports = await this.takedowns.closePendingReports(manager, ref, {
        status: action === 'remove' ? 'reviewed' : 'dismissed',
        moderatorId: moderator.userId,
        reason,
        takedownId: takedown?.id ?? null,
      });
      await this.audit.record(
        {
          actor: moderator,
          action: 'report_resolved',
          targetType: 'report',
          targetId: id,
          reason,
          details: { action, contentType: ref.contentType, contentId: ref.contentId, closedReports, takedownId: takedown?.id ?? null },
        },
        manager,
      );
      return { action, closedReports, takedown: takedown ? toTakedown(takedown) : null };
    });
  }
}
