import { Injectable } from '@nestjs/common';
import { notFound, type BusinessEventKind, type BusinessInsights } from '@pawpals/contracts';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { InsightsRepository } from './insights.repository';

/**
 * Insights for owners (docs/decisions/0113-owner-insights.md): the business page reports views and uses of its call and
 * website buttons (counters only, no visitor identity; the gateway rate-limits each visitor); the owner
 * reads those with favorites, inquiries, appointments and the average rating, per week.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly insights: InsightsRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  async recordBusinessEvent(businessId: string, kind: BusinessEventKind): Promise<{ counted: true }> {
    if (!(await this.insights.count(businessId, kind))) throw notFound(BUSINESS_NOT_FOUND);
    return { counted: true };
  }

  async getBusinessInsights(ownerId: string): Promise<BusinessInsights> {
    const business = await this.businesses.findByOwner(ownerId);
    if (!business) throw notFound('Create your business to see its insights');
    return { weeks: await this.insights.weekly(business.id) };
  }
}
