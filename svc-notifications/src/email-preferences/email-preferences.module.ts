import { Module } from '@nestjs/common';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { EmailPreferencesService } from './email-preferences.service';

/** Which emails a member gets (GET/PUT /api/me/preferences). */
@Module({ controllers: [EmailPreferencesController], providers: [EmailPreferencesService, EmailPreferencesRepository], exports: [EmailPreferencesService] })
export class EmailPreferencesModule {}
