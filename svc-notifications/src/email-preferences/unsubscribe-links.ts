import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EMAIL_KINDS, localizedPath, type EmailKind, type Locale } from '@pawpals/contracts';
import { publicBaseUrl } from '@pawpals/mail';
import { EmailPreferencesRepository } from './email-preferences.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<userId>.<kind>.<HMAC>`: names whose mails to stop, signed so nobody can switch off someone else's. */
export function signUnsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  return `${userId}.${kind}.${mac(secret, userId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: EmailKind } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length || !UUID.test(userId ?? '') || !(EMAIL_KINDS as readonly string[]).includes(kind ?? '') || !signature) return null;
  const expected = Buffer.from(mac(secret, userId, kind as EmailKind));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind: kind as EmailKind } : null;
}

const mac = (secret: string, userId: string, kind: EmailKind) => createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * The one-click unsubscribe link of every notification mail: /unsubscribe?token=… (a page that asks once,
 * so a mail scanner opening the link switches nothing off). The key is UNSUBSCRIBE_SECRET, or one
 * generated and kept in this service's database so every replica signs alike.
 */
@Injectable()
export class UnsubscribeLinks {
  private secret?: Promise<string>;
  private readonly baseUrl = publicBaseUrl();

  constructor(private readonly preferences: EmailPreferencesRepository) {}

  /** The page is in the recipient's language (/es/unsubscribe for Spanish). */
  async linkFor(userId: string, kind: EmailKind, locale: Locale = 'en'): Promise<string> {
    return `${this.baseUrl}${localizedPath('/unsubscribe', locale)}?${new URLSearchParams({ token: signUnsubscribeToken(await this.key(), userId, kind) })}`;
  }

  async read(token: string): Promise<{ userId: string; kind: EmailKind } | null> {
    return readUnsubscribeToken(await this.key(), token);
  }

  private key(): Promise<string> {
    const configured = process.env.UNSUBSCRIBE_SECRET;
    if (configured && configured.length >= 32) return Promise.resolve(configured);
    this.secret ??= this.preferences.unsubscribeSecret(randomBytes(32).toString('hex'));
    this.secret.catch(() => (this.secret = undefined));
    return this.secret;
  }
}
