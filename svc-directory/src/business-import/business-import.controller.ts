import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { importBusinessesSchema, ROUTES, SUBJECTS, type ImportResult, type RpcRequest } from '@pawpals/contracts';
import { parseOr400, requireAdmin } from '@pawpals/nest-common';
import { BusinessImportService } from './business-import.service';

/**
 * POST /api/admin/import-businesses reaches svc-admin, which asks this service-to-service subject with
 * the admin role in the actor. No gateway parses for this subject, so the body is checked here.
 */
@Controller()
export class BusinessImportController {
  constructor(private readonly importer: BusinessImportService) {}

  @MessagePattern(SUBJECTS.directory.importBusinesses)
  importBusinesses(@Payload() req: RpcRequest): Promise<ImportResult> {
    requireAdmin(req, ROUTES.importBusinesses.access.admin);
    const { businesses } = parseOr400(importBusinessesSchema, req.body);
    return this.importer.importBusinesses(businesses);
  }
}
