import { Injectable } from '@nestjs/common';
import { invalid, type EmailKind, type EmailPreferences, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { DEFAULT_EMAIL_PREFERENCES, EmailPreferencesRepository } from './email-preferences.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. You can choose your emails in Settings.';
const KIND_WORDS: Record<EmailKind, string> = {
  petAlerts: 'pet alert',
  messages: 'message',
  appointments: 'appointment update',
  news: 'platform news',
};

@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly preferences: EmailPreferencesRepository,
    private readonly links: UnsubscribeLinks,
  ) {}

  async getEmailPreferences(userId: string): Promise<EmailPreferences> {
    return (await this.preferences.getEmailPreferences(userId)) ?? DEFAULT_EMAIL_PREFERENCES;
  }

  updateEmailPreferences(userId: string, body: ParsedBodyOf<'updateEmailPreferences'>): Promise<EmailPreferences> {
    return this.preferences.updateEmailPreferences(userId, body);
  }

  /** The signed token of a mail's link switches that one kind off, without signing in. */
  async unsubscribeEmails(body: ParsedBodyOf<'unsubscribeEmails'>): Promise<ResponseOf<'unsubscribeEmails'>> {
    const target = await this.links.read(body.token);
    if (!target) throw invalid(INVALID_UNSUBSCRIBE_LINK);
    const current = await this.getEmailPreferences(target.userId);
    await this.preferences.updateEmailPreferences(target.userId, { ...current, [target.kind]: false });
    return { message: `You will get no more ${KIND_WORDS[target.kind]} emails. You can switch them on again in Settings.` };
  }
}
