import { Module } from '@nestjs/common';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { EmailPreferencesService } from './email-preferences.service';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Which emails a member gets (GET/PUT /api/me/preferences, one-click unsubscribe). */
@Module({ controllers: [EmailPreferencesController], providers: [EmailPreferencesService, EmailPreferencesRepository, UnsubscribeLinks], exports: [EmailPreferencesService, UnsubscribeLinks] })
export class EmailPreferencesModule {}
