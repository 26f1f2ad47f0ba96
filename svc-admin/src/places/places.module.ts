import { Module } from '@nestjs/common';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';

/** Import businesses: place search and import. */
@Module({ controllers: [PlacesController], providers: [PlacesService] })
export class PlacesModule {}
