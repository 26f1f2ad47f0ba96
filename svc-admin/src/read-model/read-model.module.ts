import { Module } from '@nestjs/common';
import { ReadModelProjections } from './projections';
import { ReadModelRepository } from './read-model.repository';

/** The admin portal's read model, kept from events so no page load fans out to other services. */
@Module({ providers: [ReadModelProjections, ReadModelRepository] })
export class ReadModelModule {}
