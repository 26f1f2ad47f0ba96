/* eslint-disable @typescript-eslint/no-explicit-any -- reads the OpenAPI JSON and Express's router loosely */
import { ROUTE_NAMES, ROUTES } from '@pawpals/contracts';
import { dropDatabases, isolatedConfig } from '@pawpals/testing';
import request from 'supertest';
import { Client } from 'pg';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { databaseUrlFor } from '@pawpals/nest-common';
import { createGateway, type RunningGateway } from '../src/app';

let gateway: RunningGateway;
let config: RuntimeConfig;
let http: ReturnType<typeof request>;
let n = 0;
let identityDb: Client;

const person = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    username: `ann${n}_${Date.now() % 100000}`,
    email: `ann${n}.${Date.now() % 100000}@example.com`,
    password: 'walnut-harbor-42',
    confirmPassword: 'walnut-harbor-42',
    ...over,
  };
};

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('pawpals.sid='));
const cookieValue = (setCookie: string) => setCookie.split(';')[0];

beforeAll(async () => {
  process.env.LOGIN_MAX_FAILURES_PER_IP = '15';
  config = await isolatedConfig();
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  identityDb = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await identityDb.connect();
});

afterAll(async () => {
  await identityDb?.end();
  await gateway?.close();
  await dropDatabases(config);
});

describe('POST /api/signup', () => {
  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: ' ' }, 'Last name is required'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['email', { email: 'nope' }, 'Invalid email address'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['confirmPassword', { confirmPassword: 'different1' }, "Passwords don't match"],
  ])('refuses a bad %s with its documented message and stores nothing', async (field, over, message) => {
    const body = person(over);
    const res = await http.post('/api/signup').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(sessionCookie(res)).toBeUndefined();
    const login = await http.post('/api/login/local').send({ emailOrUsername: body.username, password: body.password });
    expect(login.status).toBe(401);
  });

  it('creates the account, signs in with a safe cookie, and never returns the password', async () => {
    const body = person({ email: 'Mixed.Case@Example.COM' });
    const res = await http.post('/api/signup').send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      firstName: 'Ann',
      lastName: 'Lee',
      username: body.username,
      email: 'mixed.case@example.com',
      profileImageUrl: null,
      accountType: 'pet_owner',
      emailVerified: false,
      locale: 'en',
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const me = await http.get('/api/auth/user').set('Cookie', cookieValue(cookie)).expect(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('records the account type of a business sign-up', async () => {
    const res = await http.post('/api/signup').send(person({ accountType: 'business_owner' })).expect(201);
    expect(res.body.accountType).toBe('business_owner');
  });

  it('answers 409 with a readable message for a taken email or username, whatever the case', async () => {
    const first = person();
    await http.post('/api/signup').send(first).expect(201);
    const sameEmail = await http.post('/api/signup').send(person({ email: first.email.toUpperCase() })).expect(409);
    expect(sameEmail.body.message).toBe('An account with this email already exists');
    const sameUsername = await http.post('/api/signup').send(person({ username: first.username.toUpperCase() })).expect(409);
    expect(sameUsername.body.message).toBe('This username is already taken');
  });

  it('stores the password as a scrypt hash only', async () => {
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    const db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
    await db.connect();
    const { rows } = await db.query('SELECT password_hash FROM users WHERE username = $1', [body.username]);
    await db.end();
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain(body.password);
  });

  it('answers malformed JSON and non-object bodies with 400, not 500', async () => {
    const malformed = await http.post('/api/signup').set('Content-Type', 'application/json').send('{"firstName":').expect(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
    const notObject = await http.post('/api/signup').set('Content-Type', 'application/json').send('"hi"').expect(400);
    expect(notObject.body.message).toBe('Request body must be a JSON object');
  });
});

describe('sessions', () => {
  it('GET /api/auth/user is 401 with Unauthorized when signed out', async () => {
    const res = await http.get('/api/auth/user').expect(401);
    expect(JSON.stringify(res.body)).toContain('Unauthorized');
  });

  it('logs in by email or username (any case), rotating the session id', async () => {
    const body = person();
    const signup = await http.post('/api/signup').send(body).expect(201);
    const firstCookie = cookieValue(sessionCookie(signup)!);

    const byUsername = await http
      .post('/api/login/local')
      .set('Cookie', firstCookie)
      .send({ emailOrUsername: body.username.toUpperCase(), password: body.password })
      .expect(200);
    expect(byUsername.body.username).toBe(body.username);
    const secondCookie = cookieValue(sessionCookie(byUsername)!);
    expect(secondCookie).not.toBe(firstCookie);
    // The pre-login session is gone: a fixed or stolen id does not survive a login.
    await http.get('/api/auth/user').set('Cookie', firstCookie).expect(401);
    await http.get('/api/auth/user').set('Cookie', secondCookie).expect(200);

    const byEmail = await http.post('/api/login/local').send({ emailOrUsername: body.email, password: body.password }).expect(200);
    expect(byEmail.body.email).toBe(body.email);
  });

  it('refuses a wrong password or unknown account with the same 401 message', async () => {
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    const wrong = await http.post('/api/login/local').send({ emailOrUsername: body.username, password: 'wrongpass1' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email/username or password' });
    const unknown = await http.post('/api/login/local').send({ emailOrUsername: 'nobody-here', password: 'whatever1' }).expect(401);
    expect(unknown.body).toEqual({ message: 'Invalid email/username or password' });
  });

  it('validates the login payload with its documented messages', async () => {
    const res = await http.post('/api/login/local').send({}).expect(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Email or username is required',
      'Password is required',
    ]);
  });

  it('logout ends the session, clears the cookie and redirects home', async () => {
    const signup = await http.post('/api/signup').send(person()).expect(201);
    const cookie = cookieValue(sessionCookie(signup)!);
    const res = await http.get('/api/logout').set('Cookie', cookie).expect(302);
    expect(res.headers.location).toBe('/');
    expect(sessionCookie(res)).toMatch(/pawpals\.sid=;/);
    await http.get('/api/auth/user').set('Cookie', cookie).expect(401);
  });
});

describe('logout reached from another site', () => {
  const signedIn = async () => cookieValue(sessionCookie(await http.post('/api/signup').send(person()).expect(201))!);

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Referer', { Referer: 'https://evil.example/free-treats' }],
  ])('leaves the session alone and just redirects home for %s', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await http.get('/api/logout').set('Host', 'pawpals.test').set('Cookie', cookie).set(headers).expect(302);
    expect(res.headers.location).toBe('/');
    expect(sessionCookie(res)).toBeUndefined();
    await http.get('/api/auth/user').set('Cookie', cookie).expect(200);
  });

  it.each([
    ['a link on our own pages', { 'Sec-Fetch-Site': 'same-origin', Referer: 'http://pawpals.test/dashboard' }],
    ['the address typed or bookmarked', { 'Sec-Fetch-Site': 'none' }],
    ['a client without fetch metadata', {}],
  ])('still logs out for %s', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await http.get('/api/logout').set('Host', 'pawpals.test').set('Cookie', cookie).set(headers).expect(302);
    expect(res.headers.location).toBe('/');
    expect(sessionCookie(res)).toMatch(/pawpals\.sid=;/);
    await http.get('/api/auth/user').set('Cookie', cookie).expect(401);
  });
});

describe('caching of personal answers', () => {
  it('marks signed-in answers, and the answers that sign in, Cache-Control: no-store', async () => {
    const body = person();
    const signup = await http.post('/api/signup').send(body).expect(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const cookie = cookieValue(sessionCookie(signup)!);
    expect((await http.get('/api/auth/user').set('Cookie', cookie).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await http.get('/api/no/such/thing').set('Cookie', cookie).expect(404)).headers['cache-control']).toBe('no-store');
    const login = await http.post('/api/login/local').send({ emailOrUsername: body.username, password: body.password }).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the user and no one else’s', async () => {
    const body = person();
    const first = cookieValue(sessionCookie(await http.post('/api/signup').send(body).expect(201))!);
    const second = cookieValue(
      sessionCookie(await http.post('/api/login/local').send({ emailOrUsername: body.username, password: body.password }).expect(200))!,
    );
    const other = cookieValue(sessionCookie(await http.post('/api/signup').send(person()).expect(201))!);
    const res = await http.post('/api/auth/logout-all').set('Cookie', second).expect(200);
    expect(res.body).toEqual({ message: 'Signed out everywhere', sessionsEnded: 2 });
    await http.get('/api/auth/user').set('Cookie', first).expect(401);
    await http.get('/api/auth/user').set('Cookie', second).expect(401);
    await http.get('/api/auth/user').set('Cookie', other).expect(200);
    await http.post('/api/auth/logout-all').expect(401);
  });
});

describe('login rate limits', () => {
  const login = (address: string, emailOrUsername: string, password: string, cookie?: string) => {
    const req = http.post('/api/login/local').set('X-Forwarded-For', address);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ emailOrUsername, password });
  };

  it('checks at most 10 wrong passwords from one address even when they arrive in parallel', async () => {
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('10.3.0.1', body.username, 'wrongpass1')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('locks only the address that failed 10 times: the owner still signs in from elsewhere', async () => {
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    for (let i = 0; i < 10; i++) await login('10.1.0.1', body.username, 'wrongpass1').expect(401);
    const locked = await login('10.1.0.1', body.username, body.password).expect(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
    await login('10.1.0.2', body.username, body.password).expect(200);
    // A success there does not unlock the attacking address, and the email names the same account.
    await login('10.1.0.1', body.username, body.password).expect(429);
    await login('10.1.0.1', body.email, body.password).expect(429);
  });

  it('protects an account attacked from many addresses: new browsers wait, the owner’s own browser gets in, the owner is alerted once', async () => {
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    // The owner signed in from this browser before: it holds the account's known-browser cookie.
    const ownerLogin = await login('10.5.0.200', body.username, body.password).expect(200);
    const ownBrowser = ([] as string[]).concat(ownerLogin.headers['set-cookie']).find((c) => c.startsWith('pawpals.device='));
    expect(ownBrowser).toMatch(/HttpOnly/);

    // 30 wrong passwords spread over addresses, each below its own limit.
    for (let i = 0; i < 30; i++) await login(`10.5.${Math.floor(i / 5)}.${i}`, body.username, 'wrongpass1').expect(401);
    const stranger = await login('10.5.9.9', body.username, body.password).expect(429);
    expect(stranger.body.message).toBe(
      'This account is protected after many failed sign-ins. Sign in from a browser you have used before, or reset your password.',
    );
    await login('10.5.9.10', body.email, 'wrongpass1').expect(429);
    const owner = await login('10.5.9.11', body.username, body.password, cookieValue(ownBrowser!)).expect(200);
    expect(owner.body.username).toBe(body.username);
    // Someone else's known-browser cookie is no key to this account.
    const other = person();
    const otherBrowser = ([] as string[]).concat((await http.post('/api/signup').send(other).expect(201)).headers['set-cookie']).find((c) => c.startsWith('pawpals.device='));
    await login('10.5.9.12', body.username, body.password, cookieValue(otherBrowser!)).expect(429);

    const alerts = await identityDb.query(
      `SELECT envelope->'data' AS data FROM outbox WHERE envelope->>'type' = 'identity.account_under_attack' AND envelope->'data'->>'userId' = $1`,
      [owner.body.id],
    );
    expect(alerts.rows).toEqual([
      { data: { userId: owner.body.id, email: body.email, firstName: 'Ann', failedAttempts: 30, windowMinutes: 15 } },
    ]);
  });

  it('limits one IP spraying many accounts, without blocking other IPs', async () => {
    for (let i = 0; i < 15; i++) await login('10.2.0.1', `sprayed-${i}`, 'wrongpass1').expect(401);
    await login('10.2.0.1', 'sprayed-new', 'wrongpass1').expect(429);
    const body = person();
    await http.post('/api/signup').send(body).expect(201);
    await login('10.2.0.2', body.username, body.password).expect(200);
  });
});

describe('sign-up abuse', () => {
  it('refuses the 10,000 most common passwords, whatever their case, and stores nothing', async () => {
    for (const password of ['password123', 'SunShine', 'qwertyuiop']) {
      const body = person({ password, confirmPassword: password });
      const res = await http.post('/api/signup').send(body).expect(400);
      expect(res.body.message).toBe('This password is too common. Please choose one that is harder to guess.');
      expect(res.body.errors).toEqual([{ field: 'password', message: 'This password is too common. Please choose one that is harder to guess.' }]);
      await http.post('/api/login/local').send({ emailOrUsername: body.username, password }).expect(401);
    }
  });

  it('accepts at most 10 sign-ups per address an hour, even in parallel, without touching other addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => http.post('/api/signup').set('X-Forwarded-For', '10.6.0.1').send(person())),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe('Too many sign-ups from your network. Please try again in an hour.');
    await http.post('/api/signup').set('X-Forwarded-For', '10.6.0.2').send(person()).expect(201);
  });
});

describe('HTTP surface', () => {
  it('answers a request the HTTP parser refuses (headers over 16 KB) with JSON too', async () => {
    const res = await http.get(`/api/businesses?q=${'a'.repeat(20_000)}`).expect(431);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'The request headers are too large' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await http.get('/api/no/such/thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toBe('No API route GET /api/no/such/thing');
  });

  it('requires a session for forwarded user routes before asking any service', async () => {
    const res = await http.get('/api/notifications').expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('sends security headers and echoes a correlation id', async () => {
    const res = await http.get('/api/auth/user').set('X-Correlation-Id', 'test-correlation-123');
    expect(res.headers['x-correlation-id']).toBe('test-correlation-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses larger answers for clients that accept gzip', async () => {
    const res = await http.get('/api/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('tags answers with a weak ETag and answers a matching If-None-Match with 304', async () => {
    const first = await http.get('/api/openapi.json').expect(200);
    expect(first.headers.etag).toMatch(/^W\//);
    await http.get('/api/openapi.json').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('takes a path with a trailing slash for the same route', async () => {
    expect((await http.get('/api/auth/user/').expect(401)).body).toEqual({ message: 'Unauthorized' });
  });

  it('publishes the OpenAPI document of every route contract, each JSON answer with its schema', async () => {
    const res = await http.get('/api/openapi.json').expect(200);
    const operations = Object.values(res.body.paths as Record<string, Record<string, { operationId: string; responses: Record<string, any> }>>).flatMap(
      (methods) => Object.values(methods),
    );
    expect(operations.map((o) => o.operationId).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const operation of operations) {
      const [success] = Object.entries(operation.responses).filter(([status]) => Number(status) < 400);
      const json = success[1].content?.['application/json'];
      if (json) expect({ operation: operation.operationId, schema: json.schema }).toEqual({ operation: operation.operationId, schema: expect.any(Object) });
      expect(operation.responses['503'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(res.body.components.schemas.Business.properties.avgRating).toEqual({ type: 'number' });
  });

  it('answers every route of the gateway under /api from a contract (no undocumented route)', () => {
    // HEAD routes are Fastify's own, one for every GET.
    const registered = gateway.routes.filter((r) => / \/api\//.test(r) && !r.includes('*') && !r.startsWith('HEAD '));
    const contracted = new Set(ROUTE_NAMES.map((name) => `${ROUTES[name].method} /api${ROUTES[name].path}`));
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.filter((r: string) => !contracted.has(r) && !r.startsWith('GET /api/docs') && r !== 'GET /api/openapi.json')).toEqual([]);
  });
});

describe('cross-site write protection', () => {
  it('refuses a write from another origin, and from an opaque origin', async () => {
    const res = await http.post('/api/login/local').set('Origin', 'https://evil.example').send({ emailOrUsername: 'x', password: 'y' }).expect(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    await http.post('/api/login/local').set('Origin', 'null').send({ emailOrUsername: 'x', password: 'y' }).expect(403);
  });

  it('accepts a same-origin write', async () => {
    await http
      .post('/api/login/local')
      .set('Host', 'pawpals.test:3000')
      .set('Origin', 'http://pawpals.test:3000')
      .send({ emailOrUsername: 'nobody-x', password: 'y' })
      .expect(401);
  });

  it('compares the scheme too: our host under the other scheme is another origin', async () => {
    // Behind the TLS proxy (X-Forwarded-Proto from loopback, trusted): a plain-http page on our host is not our site.
    const overTls = () => http.post('/api/login/local').set('Host', 'pawpals.test').set('X-Forwarded-Proto', 'https');
    const res = await overTls().set('Origin', 'http://pawpals.test').send({ emailOrUsername: 'nobody-x', password: 'y' }).expect(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    await overTls().set('Origin', 'https://pawpals.test').send({ emailOrUsername: 'nobody-x', password: 'y' }).expect(401);
    await http.post('/api/login/local').set('Host', 'pawpals.test').set('Origin', 'https://pawpals.test').send({ emailOrUsername: 'nobody-x', password: 'y' }).expect(403);
  });

  it('refuses a form-encoded or text body, which an HTML form could send cross-site', async () => {
    const form = await http.post('/api/signup').type('form').send('firstName=A').expect(415);
    expect(form.body.message).toMatch(/JSON/);
    await http.post('/api/signup').set('Content-Type', 'text/plain').send('{"firstName":"A"}').expect(415);
  });
});
