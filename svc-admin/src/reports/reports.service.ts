import { Injectable } from '@nestjs/common';
import {
  conflict,
  notFound,
  SUBJECTS,
  type Actor,
  type ContentExists,
  type ParsedBodyOf,
  type ReportedContent,
  type ReportedContentRef,
  type ResponseOf,
} from '@pawpals/contracts';
import { RpcClient, withIsoTimes } from '@pawpals/nest-common';
import { ReportsRepository, type ReportRow } from './reports.repository';

/** How many pending reports the queue shows. */
const QUEUE_LIMIT = 500;

export const REPORTED_CONTENT_NOT_FOUND = 'The content you are reporting was not found';

/** The service that owns each kind of reportable content. */
const EXISTS_SUBJECT = {
  business: SUBJECTS.directory.contentExists,
  review: SUBJECTS.directory.contentExists,
  lost_found_pet: SUBJECTS.pets.contentExists,
} as const;

const toReportedContent = (row: ReportRow) => withIsoTimes(row, 'createdAt') as ReportedContent;

/** Members flag content; moderators see the queue (SPEC §2.12 Reported Content). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly rpc: RpcClient,
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

  async listReportedContent(): Promise<ResponseOf<'listReportedContent'>> {
    return (await this.reports.listPendingNewestFirst(QUEUE_LIMIT)).map(toReportedContent);
  }
}
