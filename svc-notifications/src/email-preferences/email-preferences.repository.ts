import { Injectable } from '@nestjs/common';
import type { EmailPreferences, PushKind, PushPreferences } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** Without a saved choice: every kind of push is on (a device only gets them after its person subscribed it). */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = { petAlerts: true, messages: true, appointments: true };
/** Without a saved choice: the mails a member expects about their own pets and business; news is opt-in. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { petAlerts: true, messages: true, appointments: true, news: false, push: DEFAULT_PUSH_PREFERENCES };

/** The column of each kind, and the SQL of "this kind is on" for a member (their choice, or the default). */
export const PREFERENCE_COLUMNS = { petAlerts: 'pet_alerts', messages: 'messages', appointments: 'appointments', news: 'news' } as const;
export const preferenceOnSql = (kind: keyof typeof PREFERENCE_COLUMNS, alias = 'ep') =>
  `coalesce(${alias}.${PREFERENCE_COLUMNS[kind]}, ${DEFAULT_EMAIL_PREFERENCES[kind]})`;

/** The Push column of each kind (NULL = not chosen yet), and the SQL of "push of this kind is on" for a member. */
export const PUSH_PREFERENCE_COLUMNS = { petAlerts: 'push_pet_alerts', messages: 'push_messages', appointments: 'push_appointments' } as const satisfies Record<PushKind, string>;
export const pushPreferenceOnSql = (kind: PushKind, alias = 'ep') => `coalesce(${alias}.${PUSH_PREFERENCE_COLUMNS[kind]}, ${DEFAULT_PUSH_PREFERENCES[kind]})`;

const SELECTED = `pet_alerts AS "petAlerts", messages, appointments, news,
  json_build_object('petAlerts', ${pushPreferenceOnSql('petAlerts', 'email_preferences')}, 'messages', ${pushPreferenceOnSql('messages', 'email_preferences')},
    'appointments', ${pushPreferenceOnSql('appointments', 'email_preferences')}) AS push`;

@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getEmailPreferences(userId: string, manager: EntityManager = this.dataSource.manager): Promise<EmailPreferences | undefined> {
    const [row] = await manager.query(`SELECT ${SELECTED} FROM email_preferences WHERE user_id = $1`, [userId]);
    return row;
  }

  /** Saves every email kind; the push kinds when given, else they stay as they were. */
  async updateEmailPreferences(userId: string, p: Omit<EmailPreferences, 'push'> & { push?: PushPreferences }): Promise<EmailPreferences> {
    const [row] = await this.dataSource.query(
      `INSERT INTO email_preferences AS email_preferences (user_id, pet_alerts, messages, appointments, news, push_pet_alerts, push_messages, push_appointments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET pet_alerts = $2, messages = $3, appointments = $4, news = $5,
         push_pet_alerts = coalesce($6, email_preferences.push_pet_alerts), push_messages = coalesce($7, email_preferences.push_messages),
         push_appointments = coalesce($8, email_preferences.push_appointments), updated_at = now()
       RETURNING ${SELECTED}`,
      [userId, p.petAlerts, p.messages, p.appointments, p.news, p.push?.petAlerts ?? null, p.push?.messages ?? null, p.push?.appointments ?? null],
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
