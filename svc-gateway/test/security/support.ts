// Shared world of the security tests: one ServiceFleet with all four services,
// one in-process gateway, a configured super admin, and the seven kinds of caller of the matrix.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminRole } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../../src/app';
import { png } from '../image-fixtures';
import { signUp, type Member } from '../support';

export type Http = ReturnType<typeof request>;

/** The callers of the authorization matrix. */
export const WHO = ['anon', 'petOwner', 'otherOwner', 'owner', 'content_manager', 'moderator', 'super_admin'] as const;
export type Who = (typeof WHO)[number];
export type Person = Exclude<Who, 'anon'>;

export const ADMIN_LEVEL: Record<Who, number> = {
  anon: 0,
  petOwner: 0,
  otherOwner: 0,
  owner: 0,
  content_manager: 1,
  moderator: 2,
  super_admin: 3,
};
export const REQUIRED_LEVEL: Record<AdminRole, number> = { content_manager: 1, moderator: 2, super_admin: 3 };

export interface Account extends Member {
  login: string;
  password: string;
}

export interface SecurityWorld {
  config: RuntimeConfig;
  fleet: ServiceFleet;
  gateway: RunningGateway;
  http: Http;
  people: Record<Person, Account>;
  close(): Promise<void>;
}

const SUPER = { login: 'sec_root', password: 'sec-root-password-1' };
const cookieOf = (res: request.Response): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))
    ?.split(';')[0];

/**
 * Starts the whole system for one test file: real Postgres and NATS (isolated prefixes), the four
 * services as processes, the gateway in-process, with a super admin from ADMIN_USERNAME/ADMIN_PASSWORD
 * and a content manager and a moderator granted through the admin API.
 */
export async function startSecurityWorld(tag: string, env: Record<string, string> = {}): Promise<SecurityWorld> {
  const objectsDir = mkdtempSync(join(tmpdir(), `pawpals-${tag}-`));
  const restore: Record<string, string | undefined> = {};
  const setEnv = (k: string, v: string) => {
    if (!(k in restore)) restore[k] = process.env[k];
    process.env[k] = v;
  };
  setEnv('OBJECTS_DIR', objectsDir);
  setEnv('ADMIN_USERNAME', SUPER.login);
  setEnv('ADMIN_PASSWORD', SUPER.password);
  for (const [k, v] of Object.entries(env)) setEnv(k, v);

  const config = await isolatedConfig({ rpcTimeoutMs: 8000 });
  // One at a time: four services migrating at once on two busy cores can miss the fleet's start-up wait.
  const fleet = await ServiceFleet.start(config, []);
  for (const service of ['admin', 'directory', 'notifications', 'pets'] as const) await fleet.startService(service);
  const gateway = await createGateway({ config });
  const http = request(gateway.app.getHttpServer());

  const superLogin = await waitFor(async () => {
    const r = await http.post('/api/admin/login').send({ username: SUPER.login, password: SUPER.password });
    return r.status === 200 ? r : undefined;
  }, 15_000, 'the configured super admin');
  const superCookie = cookieOf(superLogin)!;
  const superUser = (await http.get('/api/auth/user').set('Cookie', superCookie).expect(200)).body;

  const member = async (name: string, accountType: 'pet_owner' | 'business_owner' = 'pet_owner'): Promise<Account> => {
    const m = await signUp(http, `${tag}_${name}`, { accountType });
    return { ...m, login: m.user.username, password: 'walnut-harbor-42' };
  };
  const [petOwner, otherOwner, owner, contentManager, moderator] = await Promise.all([
    member('pet'),
    member('other_owner', 'business_owner'),
    member('owner', 'business_owner'),
    member('cm'),
    member('mod'),
  ]);
  for (const [m, role] of [
    [contentManager, 'content_manager'],
    [moderator, 'moderator'],
  ] as const) {
    // svc-admin learns of new members from user_registered; retry until its projection has them.
    await waitFor(async () => {
      const r = await http.post('/api/admin/admin-users').set('Cookie', superCookie).send({ userId: m.user.id, role });
      return r.status === 201 || undefined;
    }, 15_000, `granting ${role}`);
  }
  const people: Record<Person, Account> = {
    petOwner,
    otherOwner,
    owner,
    content_manager: contentManager,
    moderator,
    super_admin: { user: superUser, cookie: superCookie, ...SUPER },
  };

  return {
    config,
    fleet,
    gateway,
    http,
    people,
    async close() {
      await gateway.close();
      await fleet.close();
      await dropDatabases(config);
      rmSync(objectsDir, { recursive: true, force: true });
      for (const [k, v] of Object.entries(restore)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
  };
}

/** A second, independent session of the same account (so session-ending routes leave the main one alone). */
export async function freshSession(http: Http, who: Account): Promise<string> {
  const res = await http.post('/api/login/local').send({ emailOrUsername: who.login, password: who.password }).expect(200);
  return cookieOf(res)!;
}

export { cookieOf };

/** Uploads a real PNG through the upload URL and answers that URL (not yet confirmed). */
export async function uploadImage(http: Http, cookie: string): Promise<string> {
  const { body } = await http.post('/api/objects/upload').set('Cookie', cookie).expect(200);
  await http.put(body.uploadURL).set('Content-Type', 'image/png').send(png()).expect(200);
  return body.uploadURL;
}

/** A stored pet photo of the caller: its stable /objects/<id> path. */
export async function petPhoto(http: Http, cookie: string): Promise<string> {
  const url = await uploadImage(http, cookie);
  return (await http.put('/api/pet-photo').set('Cookie', cookie).send({ photoUrl: url }).expect(200)).body.objectPath;
}

/** A day comfortably in the future, as an ISO timestamp. */
export function futureDate(days = 3): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(15, 0, 0, 0);
  return d.toISOString();
}

export function validPetPost(photoUrl: string, over: Record<string, unknown> = {}) {
  return {
    type: 'lost',
    petName: 'Pepper',
    breed: 'Beagle',
    color: 'Tricolor',
    description: 'Small beagle, friendly, wearing a red collar',
    collarInfo: 'Red collar',
    lastSeenLocation: 'Riverside Park',
    lastSeenDate: '2024-05-10',
    photoUrl,
    contactInfo: '(512) 555-0142',
    ...over,
  };
}
