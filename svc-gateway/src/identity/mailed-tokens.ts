import { createHash, randomBytes } from 'node:crypto';

/** The secret of a mailed link: 256 random bits in the link, only its SHA-256 in the database. */
export function newMailedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashMailedToken(token) };
}

export const hashMailedToken = (token: string) => createHash('sha256').update(token).digest('hex');
