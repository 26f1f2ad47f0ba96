import { Injectable } from '@nestjs/common';
import { DEFAULT_MAIL_FROM, publicBaseUrl } from '@pawpals/mail';
import webpush from 'web-push';
import { PushRepository } from './push.repository';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID identity pushes are signed with (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a key
 * pair generated once and kept in this service's database so every replica signs alike (like
 * UPLOAD_SIGNING_SECRET in the gateway's). The subject is VAPID_SUBJECT, else the public https: URL,
 * else the mail sender's address.
 */
@Injectable()
export class VapidKeys {
  private details?: Promise<VapidDetails>;

  constructor(private readonly push: PushRepository) {}

  get(): Promise<VapidDetails> {
    this.details ??= this.load();
    this.details.catch(() => (this.details = undefined));
    return this.details;
  }

  private async load(): Promise<VapidDetails> {
    const subject = vapidSubject();
    const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
    const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
    if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    if (publicKey && privateKey) {
      // Throws at start-up on a key that is not a base64url P-256 key, rather than at the first push.
      webpush.getVapidHeaders('https://fcm.googleapis.com', subject, publicKey, privateKey, 'aes128gcm');
      return { subject, publicKey, privateKey };
    }
    return { subject, ...(await this.push.vapidKeys(webpush.generateVAPIDKeys())) };
  }
}

export function vapidSubject(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.VAPID_SUBJECT?.trim();
  if (configured) return configured;
  const base = publicBaseUrl(env);
  if (base.startsWith('https:') && !/^https:\/\/localhost\b/.test(base)) return base;
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  return `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`;
}
