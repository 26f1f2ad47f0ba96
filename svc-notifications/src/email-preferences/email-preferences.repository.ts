import { Injectable } from '@nestjs/common';
import type { EmailPreferences } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** Without a saved choice: the mails a member expects about their own pets and business; news is opt-in. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { petAlerts: true, messages: true, appointments: true, news: false };

/** The column of each kind, and the SQL of "this kind is on" for a member (their choice, or the default). */
export const PREFERENCE_COLUMNS = { petAlerts: 'pet_alerts', messages: 'messages', appointments: 'appointments', news: 'news' } as const;
export const preferenceOnSql = (kind: keyof typeof PREFERENCE_COLUMNS, alias = 'ep') =>
  `coalesce(${alias}.${PREFERENCE_COLUMNS[kind]}, ${DEFAULT_EMAIL_PREFERENCES[kind]})`;

@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getEmailPreferences(userId: string, manager: EntityManager = this.dataSource.manager): Promise<EmailPreferences | undefined> {
    const [row] = await manager.query(
      `SELECT pet_alerts AS "petAlerts", messages, appointments, news FROM email_preferences WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  async updateEmailPreferences(userId: string, p: EmailPreferences): Promise<EmailPreferences> {
    const [row] = await this.dataSource.query(
      `INSERT INTO email_preferences (user_id, pet_alerts, messages, appointments, news) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET pet_alerts = $2, messages = $3, appointments = $4, news = $5, updated_at = now()
       RETURNING pet_alerts AS "petAlerts", messages, appointments, news`,
      [userId, p.petAlerts, p.messages, p.appointments, p.news],
    );
    return row;
  }

  /** The key unsubscribe links are signed with: `candidate` when none is kept yet, else the kept one (every replica signs alike). */
  async unsubscribeSecret(candidate: string): Promise<string> {
    await this.dataSource.query('INSERT INTO mail_settings (unsubscribe_secret) VALUES ($1) ON CONFLICT (id) DO NOTHING', [candidate]);
    const [row] = await this.dataSource.query('SELECT unsubscribe_secret AS secret FROM mail_settings');
    return row.secret;
  }
}
