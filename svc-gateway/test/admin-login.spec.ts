import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['admin', 'notifications']);
  process.env.ADMIN_USERNAME = 'chief';
  process.env.ADMIN_PASSWORD = 'chief-secret-1';
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
}, 60_000);

afterAll(async () => {
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

it('creates the configured super admin, who signs in to the admin portal', async () => {
  const res = await waitFor(
    async () => {
      const r = await http.post('/api/admin/login').send({ username: 'chief', password: 'chief-secret-1' });
      return r.status === 200 ? r : undefined;
    },
    10_000,
    'svc-admin to grant the configured super admin',
  );
  expect(res.body).toMatchObject({ username: 'chief', role: 'super_admin' });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0].split(';')[0];
  await http.get('/api/admin/check').set('Cookie', cookie).expect(200, { isAdmin: true, role: 'super_admin' });

  const out = await http.post('/api/admin/logout').set('Cookie', cookie).expect(200);
  expect(out.body).toEqual({ message: 'Logged out' });
  await http.get('/api/auth/user').set('Cookie', cookie).expect(401);
});

it('refuses a wrong password and a member without an admin role', async () => {
  const wrong = await http.post('/api/admin/login').send({ username: 'chief', password: 'nope-nope-1' }).expect(401);
  expect(wrong.body).toEqual({ message: 'Invalid username or password' });

  await http
    .post('/api/signup')
    .send({
      firstName: 'Pat',
      lastName: 'Doe',
      username: 'plain_member',
      email: 'plain@example.com',
      password: 'walnut-harbor-42',
      confirmPassword: 'walnut-harbor-42',
    })
    .expect(201);
  const denied = await http.post('/api/admin/login').send({ username: 'plain_member', password: 'walnut-harbor-42' }).expect(403);
  expect(denied.body).toEqual({ message: 'This account does not have admin access' });
});

it('validates the admin login payload with its documented messages', async () => {
  const res = await http.post('/api/admin/login').send({ username: '', password: '' }).expect(400);
  expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual(['Username is required', 'Password is required']);
});
