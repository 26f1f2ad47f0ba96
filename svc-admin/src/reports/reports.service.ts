import { Injectable } from '@nestjs/common';
import { conflict, type Actor, type ParsedBodyOf, type ReportedContent, type ResponseOf } from '@pawpals/contracts';
import { withIsoTimes } from '@pawpals/nest-common';
import { ReportsRepository, type ReportRow } from './reports.repository';

/** How many pending reports the queue shows. */
const QUEUE_LIMIT = 500;

const toReportedContent = (row: ReportRow) => withIsoTimes(row, 'createdAt') as ReportedContent;

/** Members flag content; moderators see the queue (SPEC §2.12 Reported Content). */
@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  /** One report per member and piece of content. */
  async reportContent(reporter: Actor, { contentType, contentId, reason }: ParsedBodyOf<'reportContent'>): Promise<ResponseOf<'reportContent'>> {
    const row = await this.reports.insertOnce({ contentType, contentId, reason, reporterId: reporter.userId });
    if (!row) throw conflict('You have already reported this');
    return toReportedContent(row);
  }

  async listReportedContent(): Promise<ResponseOf<'listReportedContent'>> {
    return (await this.reports.listPendingNewestFirst(QUEUE_LIMIT)).map(toReportedContent);
  }
}
