import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';

/** Import businesses: place search and import. */
@Module({ imports: [AuditLogModule], controllers: [PlacesController], providers: [PlacesService] })
export class PlacesModule {}
