import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { conflict, SUBJECTS, type ReportedContent, type RpcRequest } from '@pawpals/contracts';
import { parseOr400, requireActor } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { requireAdmin } from '../admin-guard';

const reportSchema = z.object({
  contentType: z.enum(['business', 'review', 'lost_found_pet'], { error: 'Choose what you are reporting' }),
  contentId: z.uuid({ error: 'Choose what you are reporting' }),
  reason: z
    .string({ error: 'Please tell us what is wrong' })
    .trim()
    .min(3, { error: 'Please tell us what is wrong' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
});

/** Members flag content; moderators see the queue (SPEC §2.12 Reported Content). */
@Controller()
export class ReportsController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(SUBJECTS.admin.reportContent)
  async report(@Payload() req: RpcRequest<unknown>): Promise<ReportedContent> {
    const { userId } = requireActor(req);
    const { contentType, contentId, reason } = parseOr400(reportSchema, req.body);
    const rows: ReportedContent[] = await this.dataSource.query(
      `INSERT INTO reported_content (content_type, content_id, reason, reporter_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (reporter_id, content_type, content_id) DO NOTHING
       RETURNING id, content_type AS "contentType", reason, status, created_at AS "createdAt"`,
      [contentType, contentId, reason, userId],
    );
    if (!rows.length) throw conflict('You have already reported this');
    return { ...rows[0], createdAt: new Date(rows[0].createdAt).toISOString() };
  }

  @MessagePattern(SUBJECTS.admin.listReportedContent)
  async list(@Payload() req: RpcRequest): Promise<ReportedContent[]> {
    requireAdmin(req, 'moderator');
    const rows: ReportedContent[] = await this.dataSource.query(
      `SELECT id, content_type AS "contentType", reason, status, created_at AS "createdAt"
         FROM reported_content WHERE status = 'pending' ORDER BY created_at DESC LIMIT 500`,
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  }
}
