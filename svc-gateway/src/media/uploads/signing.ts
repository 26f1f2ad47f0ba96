import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over (object id, expiry) for the gateway's own upload URLs. Every replica must hold the
 * same secret: UPLOAD_SIGNING_SECRET, or the one generated once and kept in the gateway's database.
 */
export class UploadSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('the upload signing secret must be at least 32 characters');
  }

  sign(id: string, expiresAtSeconds: number): string {
    return createHmac('sha256', this.secret).update(`PUT\n${id}\n${expiresAtSeconds}`).digest('base64url');
  }

  verify(id: string, expiresAtSeconds: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(id, expiresAtSeconds));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
