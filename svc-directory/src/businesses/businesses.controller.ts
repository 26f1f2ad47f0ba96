import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  invalid,
  isUuid,
  sitemapPageRequestSchema,
  SUBJECTS,
  type Business,
  type BusinessDetail,
  type ContentExists,
  type ContractRequest,
  type NearbyVet,
  type NearestVetsRequest,
  type ReportedContentRef,
  type RpcRequest,
  type SitemapPage,
} from '@pawpals/contracts';
import { parseOr400, requireActor, uuidParam } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND, BusinessesService } from './businesses.service';

/** The businesses routes (query and body parsed by the gateway) and the gateway storage's logo subject. */
@Controller()
export class BusinessesController {
  constructor(private readonly businesses: BusinessesService) {}

  @MessagePattern(SUBJECTS.directory.searchBusinesses)
  searchBusinesses(@Payload() req: ContractRequest<'searchBusinesses'>): Promise<Business[]> {
    return this.businesses.searchBusinesses(req.query);
  }

  @MessagePattern(SUBJECTS.directory.getBusiness)
  getBusiness(@Payload() req: ContractRequest<'getBusiness'>): Promise<BusinessDetail> {
    return this.businesses.getBusinessDetail(uuidParam(req.params, 'id', BUSINESS_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.directory.createBusiness)
  createBusiness(@Payload() req: ContractRequest<'createBusiness'>): Promise<Business> {
    return this.businesses.createBusiness(requireActor(req).userId, req.body, req.uploads);
  }

  @MessagePattern(SUBJECTS.directory.updateBusiness)
  updateBusiness(@Payload() req: ContractRequest<'updateBusiness'>): Promise<Business> {
    const { userId } = requireActor(req);
    return this.businesses.updateBusiness(userId, uuidParam(req.params, 'id', BUSINESS_NOT_FOUND), req.body, req.uploads);
  }

  @MessagePattern(SUBJECTS.directory.getMyBusiness)
  getMyBusiness(@Payload() req: ContractRequest<'getMyBusiness'>): Promise<BusinessDetail | null> {
    return this.businesses.getMyBusiness(requireActor(req).userId);
  }

  /**
   * Asked by the gateway's storage after PUT /api/business-logo: body {logoUrl} (the object path), and
   * what the gateway knows of that upload in `uploads` (its placeholder).
   * A service-to-service subject that no gateway parses, so its input is checked here.
   */
  @MessagePattern(SUBJECTS.directory.setBusinessLogo)
  setBusinessLogo(@Payload() req: RpcRequest<{ logoUrl?: unknown }>): Promise<Business> {
    const { userId } = requireActor(req);
    const logoUrl = req.body?.logoUrl;
    if (typeof logoUrl !== 'string' || !logoUrl.trim() || logoUrl.length > 2000) throw invalid('logoUrl is required');
    return this.businesses.setBusinessLogo(userId, logoUrl.trim(), req.uploads);
  }

  /** svc-pets asks for the vets nearest a found pet (no browser calls this subject). */
  @MessagePattern(SUBJECTS.directory.findNearestVets)
  findNearestVets(@Payload() req: RpcRequest<NearestVetsRequest>): Promise<NearbyVet[]> {
    return this.businesses.findNearestVets(req.body);
  }

  /** svc-admin checks that a reported business or review exists (no browser calls this subject; its input is checked here). */
  @MessagePattern(SUBJECTS.directory.contentExists)
  async contentExists(@Payload() req: RpcRequest<Partial<ReportedContentRef>>): Promise<ContentExists> {
    const { contentType, contentId } = req.body ?? {};
    if ((contentType !== 'business' && contentType !== 'review') || !isUuid(contentId)) return { exists: false };
    return { exists: await this.businesses.contentExists(contentType, contentId) };
  }

  /** The gateway's sitemap asks for a page of every business's id and last change (no browser calls this subject). */
  @MessagePattern(SUBJECTS.directory.listSitemapBusinesses)
  listSitemapBusinesses(@Payload() req: RpcRequest<unknown>): Promise<SitemapPage> {
    return this.businesses.listSitemapBusinesses(parseOr400(sitemapPageRequestSchema, req.body));
  }
}
