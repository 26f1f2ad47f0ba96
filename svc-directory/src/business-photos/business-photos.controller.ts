import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BUSINESS_PHOTO_NOT_FOUND, SUBJECTS, type BusinessPhoto, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { placeholderOf } from '../businesses/businesses.service';
import { BusinessPhotosService } from './business-photos.service';

/** The owner's gallery routes (bodies parsed by the gateway, photoUrl already the caller's own stored image). */
@Controller()
export class BusinessPhotosController {
  constructor(private readonly photos: BusinessPhotosService) {}

  @MessagePattern(SUBJECTS.directory.addBusinessPhoto)
  addBusinessPhoto(@Payload() req: ContractRequest<'addBusinessPhoto'>): Promise<BusinessPhoto[]> {
    return this.photos.addBusinessPhoto(requireActor(req).userId, req.body.photoUrl, placeholderOf(req.body.photoUrl, req.uploads));
  }

  @MessagePattern(SUBJECTS.directory.removeBusinessPhoto)
  removeBusinessPhoto(@Payload() req: ContractRequest<'removeBusinessPhoto'>): Promise<BusinessPhoto[]> {
    const { userId } = requireActor(req);
    return this.photos.removeBusinessPhoto(userId, uuidParam(req.params, 'photoId', BUSINESS_PHOTO_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.directory.reorderBusinessPhotos)
  reorderBusinessPhotos(@Payload() req: ContractRequest<'reorderBusinessPhotos'>): Promise<BusinessPhoto[]> {
    return this.photos.reorderBusinessPhotos(requireActor(req).userId, req.body.photoIds);
  }
}
