import { Injectable } from '@nestjs/common';
import { BUSINESS_PHOTO_NOT_FOUND, BUSINESS_PHOTOS_MAX, conflict, invalid, notFound, type BusinessPhoto } from '@pawpals/contracts';
import { isUniqueViolation, UnitOfWork, type EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BusinessesService } from '../businesses/businesses.service';
import { BusinessPhotosRepository } from './business-photos.repository';

const NO_BUSINESS = 'Create your business before adding photos';

/**
 * The owner's gallery (docs/decisions/0112-business-photos.md): up to 10 photos besides the logo, in the owner's order. Each
 * change locks the owner's business row, so two tabs adding the 10th and 11th photo cannot both win.
 * Answers the gallery after the change; the business is announced as updated (field `photos`).
 */
@Injectable()
export class BusinessPhotosService {
  constructor(
    private readonly photos: BusinessPhotosRepository,
    private readonly businessesRepository: BusinessesRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
  ) {}

  /** `photoUrl` is the stable /objects/<id> path of the caller's own upload (checked by the gateway); `placeholder` the gateway's ThumbHash of it. */
  addBusinessPhoto(ownerId: string, photoUrl: string, placeholder: string | null = null): Promise<BusinessPhoto[]> {
    return this.change(ownerId, async (manager, businessId) => {
      const gallery = await this.photos.ofBusiness(manager, businessId);
      if (gallery.length >= BUSINESS_PHOTOS_MAX) {
        throw conflict(`Your gallery already has ${BUSINESS_PHOTOS_MAX} photos. Remove one before adding another.`);
      }
      if (gallery.some((p) => p.url === photoUrl)) throw conflict('This photo is already in your gallery');
      try {
        await this.photos.append(manager, businessId, photoUrl, placeholder);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('This photo is already in your gallery');
        throw err;
      }
    });
  }

  removeBusinessPhoto(ownerId: string, photoId: string): Promise<BusinessPhoto[]> {
    return this.change(ownerId, async (manager, businessId) => {
      if (!(await this.photos.remove(manager, businessId, photoId))) throw notFound(BUSINESS_PHOTO_NOT_FOUND);
    });
  }

  /** `photoIds` must be exactly the gallery's ids (lower-cased by the contract), each once. */
  reorderBusinessPhotos(ownerId: string, photoIds: string[]): Promise<BusinessPhoto[]> {
    return this.change(ownerId, async (manager, businessId) => {
      const current = new Set((await this.photos.ofBusiness(manager, businessId)).map((p) => p.id));
      if (photoIds.length !== current.size || photoIds.some((id) => !current.has(id))) {
        throw invalid('photoIds must name every photo of your gallery once, in the new order');
      }
      await this.photos.renumber(manager, businessId, photoIds);
    });
  }

  private change(ownerId: string, apply: (manager: EntityManager, businessId: string) => Promise<void>): Promise<BusinessPhoto[]> {
    return this.uow.run(async (manager, events: EventSink) => {
      const businessId = await this.businessesRepository.lockOfOwner(manager, ownerId);
      if (!businessId) throw notFound(NO_BUSINESS);
      await apply(manager, businessId);
      const business = await this.businesses.getBusiness(businessId, manager);
      this.businesses.emitUpdated(events, business, ownerId, 'owner', ['photos']);
      return business.photos;
    });
  }
}
