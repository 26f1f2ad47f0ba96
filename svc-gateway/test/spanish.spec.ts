// The server speaks Spanish (docs/decisions/0151-server-speaks-spanish.md): a member's language (PATCH / GET
// /api/auth/user), the language of the sign-up and its verification mail, the password-reset mail, and the
// readable error messages by Accept-Language — English exactly as before. Mail travels over SMTP to a real
// smtp-server started here.
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, startTestMailbox, type TestMailbox } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
const ENV = { PUBLIC_URL, MAIL_FROM: 'PawPals <hello@pawpals.example>', MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '200' };

let config: RuntimeConfig;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let mailbox: TestMailbox;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  for (const [k, v] of Object.entries({ ...ENV, SMTP_URL: mailbox.smtpUrl })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig();
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
});

afterAll(async () => {
  await gateway?.close();
  await mailbox?.close();
  await dropDatabases(config);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const me = (cookie: string) => http.get('/api/auth/user').set('Cookie', cookie);
const person = (tag: string) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  username: `u_${tag}`,
  email: `${tag}@example.com`,
  password: 'walnut-harbor-42',
  confirmPassword: 'walnut-harbor-42',
});
const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))
    ?.split(';')[0];

describe("a member's language", () => {
  let ed: Member;
  beforeAll(async () => {
    ed = await signUp(http, 'lang_ed');
  });

  it('is English by default, answered by GET /api/auth/user', async () => {
    expect((await me(ed.cookie).expect(200)).body.locale).toBe('en');
  });

  it('changes with PATCH /api/auth/user, and only to en or es', async () => {
    const patched = await http.patch('/api/auth/user').set('Cookie', ed.cookie).send({ locale: 'es' }).expect(200);
    expect(patched.body).toMatchObject({ id: ed.user.id, firstName: ed.user.firstName, locale: 'es' });
    expect((await me(ed.cookie).expect(200)).body.locale).toBe('es');

    for (const locale of ['fr', 'ES', '', 7, null]) {
      const res = await http.patch('/api/auth/user').set('Cookie', ed.cookie).send({ locale }).expect(400);
      expect(res.body.errors).toContainEqual({ field: 'locale', message: 'Language must be one of en, es' });
    }
    expect((await me(ed.cookie).expect(200)).body.locale).toBe('es');
    await http.patch('/api/auth/user').set('Cookie', ed.cookie).send({ locale: 'en' }).expect(200);
    expect((await me(ed.cookie).expect(200)).body).toMatchObject({ locale: 'en', firstName: ed.user.firstName });
  });

  it("answers a Spanish request's success message in Spanish, an English one word for word", async () => {
    const password = 'walnut-harbor-42';
    const english = await http.post('/api/auth/password').set('Cookie', ed.cookie).send({ currentPassword: password, newPassword: 'new-secret-55', confirmPassword: 'new-secret-55' }).expect(200);
    expect(english.body.message).toBe('Password changed.');
    const spanish = await http
      .post('/api/auth/password')
      .set('Cookie', ed.cookie)
      .set('Accept-Language', 'es-US,es;q=0.9')
      .send({ currentPassword: 'new-secret-55', newPassword: password, confirmPassword: password })
      .expect(200);
    expect(spanish.body.message).toBe('Se cambió la contraseña.');
  });

  it('tells a Spanish request what is wrong in Spanish', async () => {
    const res = await http.patch('/api/auth/user').set('Cookie', ed.cookie).set('Accept-Language', 'es').send({ locale: 'fr' }).expect(400);
    expect(res.body.errors).toContainEqual({ field: 'locale', message: 'El idioma debe ser en o es' });
  });
});

describe('signing up in Spanish', () => {
  it('stores the language of the sign-up, and the verification mail is in Spanish with a link to the /es page', async () => {
    const body = person('lang_ana');
    const res = await http.post('/api/signup').set('Accept-Language', 'es-US,es;q=0.9,en;q=0.8').send(body).expect(201);
    expect(res.body.locale).toBe('es');
    expect((await me(cookieOf(res)!).expect(200)).body.locale).toBe('es');

    const mail = await mailbox.waitForMail(body.email, /^Confirma tu correo para PawPals$/);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('¡Te damos la bienvenida a PawPals!');
    expect(mail.text).toMatch(new RegExp(`Confirmar mi correo: ${PUBLIC_URL.replace(/\./g, '\\.')}/es/verify-email\\?token=[A-Za-z0-9_-]+`));
    expect(mail.text).toContain('Este enlace funciona durante 48 horas.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/\b(Hi|Confirm|Welcome|This link)\b/);
  });

  it('an English sign-up keeps the English mail, word for word', async () => {
    const body = person('lang_en');
    const res = await http.post('/api/signup').set('Accept-Language', 'en-US,en;q=0.9').send(body).expect(201);
    expect(res.body.locale).toBe('en');
    const mail = await mailbox.waitForMail(body.email, /^Confirm your email for PawPals$/);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toMatch(new RegExp(`Confirm my email: ${PUBLIC_URL.replace(/\./g, '\\.')}/verify-email\\?token=`));
  });

  it("a Spanish member's password-reset mail is in Spanish", async () => {
    const body = person('lang_reset');
    await http.post('/api/signup').set('Accept-Language', 'es').send(body).expect(201);
    await http.post('/api/auth/password-reset').send({ email: body.email }).expect(202);
    const mail = await mailbox.waitForMail(body.email, /^Restablece tu contraseña de PawPals$/);
    expect(mail.text).toMatch(new RegExp(`Elegir una contraseña nueva: ${PUBLIC_URL.replace(/\./g, '\\.')}/es/reset-password\\?token=`));
  });
});

describe('error messages by Accept-Language', () => {
  const bad = { firstName: '', lastName: 'Ruiz', username: 'ab', email: 'not-an-email', password: 'short', confirmPassword: 'other' };

  it('are Spanish for a Spanish request, message and fields alike', async () => {
    const res = await http.post('/api/signup').set('Accept-Language', 'es').send(bad).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'El nombre es obligatorio' },
        { field: 'username', message: 'El nombre de usuario debe tener al menos 3 caracteres' },
        { field: 'email', message: 'La dirección de correo no es válida' },
        { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
      ]),
    );
    expect(res.body.message).toBe(res.body.errors[0].message);
    const unauthorized = await http.get('/api/auth/user').set('Accept-Language', 'es').expect(401);
    expect(unauthorized.body).toEqual({ message: 'Inicia sesión para continuar' });
  });

  it('stay exactly English otherwise', async () => {
    for (const language of [undefined, 'en-US,en;q=0.9', 'fr-FR,de;q=0.8']) {
      const req = http.post('/api/signup');
      if (language) req.set('Accept-Language', language);
      const res = await req.send(bad).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'firstName', message: 'First name is required' },
          { field: 'username', message: 'Username must be at least 3 characters' },
          { field: 'email', message: 'Invalid email address' },
          { field: 'password', message: 'Password must be at least 8 characters' },
        ]),
      );
      expect(res.body.message).toBe(res.body.errors[0].message);
    }
    expect((await http.get('/api/auth/user').expect(401)).body).toEqual({ message: 'Unauthorized' });
  });
});
