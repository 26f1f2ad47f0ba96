import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  businessCreateSchema,
  businessUpdateSchema,
  invalid,
  SUBJECTS,
  type Business,
  type BusinessSearch,
  type RpcRequest,
} from '@pawpals/contracts';
import { parseOr400, requireActor } from '@pawpals/nest-common';
import { idParam } from '../common/sql';
import { BUSINESS_NOT_FOUND, BusinessesService } from './businesses.service';

@Controller()
export class BusinessesController {
  constructor(private readonly businesses: BusinessesService) {}

  /** GET /api/businesses: the plain call answers every business (up to 500), premium first. */
  @MessagePattern(SUBJECTS.directory.searchBusinesses)
  list(@Payload() req: RpcRequest): Promise<Business[]> {
    // The gateway parsed the query by the contract (numbers are numbers, 'all' is gone).
    return this.businesses.search(req.query as BusinessSearch);
  }

  @MessagePattern(SUBJECTS.directory.getBusiness)
  get(@Payload() req: RpcRequest): Promise<Business> {
    return this.businesses.get(idParam(req, 'id', BUSINESS_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.directory.createBusiness)
  create(@Payload() req: RpcRequest): Promise<Business> {
    const { userId } = requireActor(req);
    return this.businesses.create(userId, parseOr400(businessCreateSchema, req.body));
  }

  @MessagePattern(SUBJECTS.directory.updateBusiness)
  update(@Payload() req: RpcRequest): Promise<Business> {
    const { userId } = requireActor(req);
    const id = idParam(req, 'id', BUSINESS_NOT_FOUND);
    return this.businesses.update(userId, id, parseOr400(businessUpdateSchema, req.body));
  }

  /** GET /api/my-business: the caller's business, or null when they have none yet. */
  @MessagePattern(SUBJECTS.directory.getMyBusiness)
  mine(@Payload() req: RpcRequest): Promise<Business | null> {
    return this.businesses.ofOwner(requireActor(req).userId);
  }

  /** Asked by the gateway's storage after PUT /api/business-logo: body {logoUrl} (the object path). */
  @MessagePattern(SUBJECTS.directory.setBusinessLogo)
  setLogo(@Payload() req: RpcRequest<{ logoUrl?: unknown }>): Promise<Business> {
    const { userId } = requireActor(req);
    const logoUrl = req.body?.logoUrl;
    if (typeof logoUrl !== 'string' || !logoUrl.trim() || logoUrl.length > 2000) throw invalid('logoUrl is required');
    return this.businesses.setLogo(userId, logoUrl.trim());
  }
}
