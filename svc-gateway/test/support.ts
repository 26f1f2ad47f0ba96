import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HEADERS, type SessionUser } from '@pawpals/contracts';
import type request from 'supertest';
import { png } from './image-fixtures';

export interface Member {
  user: SessionUser;
  cookie: string;
}

/** Signs up a member through the real route and returns them with their session cookie. */
export async function signUp(
  http: ReturnType<typeof request>,
  tag: string,
  over: { firstName?: string; accountType?: 'pet_owner' | 'business_owner'; correlationId?: string } = {},
): Promise<Member> {
  const req = http.post('/api/signup');
  if (over.correlationId) req.set(HEADERS.correlationId, over.correlationId);
  const res = await req.send({
    firstName: over.firstName ?? 'Milo',
    lastName: 'Park',
    username: `u_${tag}`,
    email: `${tag}@example.com`,
    password: 'walnut-harbor-42',
    confirmPassword: 'walnut-harbor-42',
    accountType: over.accountType,
  });
  if (res.status !== 201) throw new Error(`sign-up of ${tag} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('pawpals.sid='))!;
  return { user: res.body, cookie: cookie.split(';')[0] };
}

/** A pet photo through the real upload path (upload URL, PUT, confirm): the stable /objects path. */
export async function uploadPetPhoto(http: ReturnType<typeof request>, member: Member, bytes: Buffer = png()): Promise<string> {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  await http.put(body.uploadURL).set('Content-Type', 'image/png').send(bytes).expect(200);
  return (await http.put('/api/pet-photo').set('Cookie', member.cookie).send({ photoUrl: body.uploadURL }).expect(200)).body.objectPath;
}

/** A throw-away web root holding the shell's HTML page, for gateways that serve pages (share tags, first screens). */
export function webRootWithShellPage(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'pawpals-web-'));
  mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell/dist/index.html'), readFileSync(resolve(__dirname, '../../shell/public/index.html'), 'utf8'));
  return webRoot;
}
