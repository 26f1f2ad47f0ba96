import { Injectable } from '@nestjs/common';
import type { EmailPreferences, ParsedBodyOf } from '@pawpals/contracts';
import { DEFAULT_EMAIL_PREFERENCES, EmailPreferencesRepository } from './email-preferences.repository';

@Injectable()
export class EmailPreferencesService {
  constructor(private readonly preferences: EmailPreferencesRepository) {}

  async getEmailPreferences(userId: string): Promise<EmailPreferences> {
    return (await this.preferences.getEmailPreferences(userId)) ?? DEFAULT_EMAIL_PREFERENCES;
  }

  updateEmailPreferences(userId: string, body: ParsedBodyOf<'updateEmailPreferences'>): Promise<EmailPreferences> {
    return this.preferences.updateEmailPreferences(userId, body);
  }
}
