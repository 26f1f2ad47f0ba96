import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { BusinessPhotosController } from './business-photos.controller';
import { BusinessPhotosRepository } from './business-photos.repository';
import { BusinessPhotosService } from './business-photos.service';

/** The gallery of a business: add, remove, reorder; read with the business itself. */
@Module({
  imports: [BusinessesModule],
  controllers: [BusinessPhotosController],
  providers: [BusinessPhotosService, BusinessPhotosRepository],
})
export class BusinessPhotosModule {}
