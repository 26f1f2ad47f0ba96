import { Module } from '@nestjs/common';
import { PetMapController } from './pet-map.controller';
import { PetMapRepository } from './pet-map.repository';
import { PetMapService } from './pet-map.service';

/** The board's map by bounding box: pets at street zoom, grid clusters further out. */
@Module({ controllers: [PetMapController], providers: [PetMapService, PetMapRepository] })
export class PetMapModule {}
