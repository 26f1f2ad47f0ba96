import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { linkIn, waitForMail } from '../support/mailbox';
import { ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/**
 * PawPals en español (docs/i18n.md), as a Spanish-speaking neighbour on a phone lives it, in El Paso: lands on
 * /es, searches a groomer, signs up and confirms the mail, sets an alert area; a second neighbour posts a lost
 * cat; the alert mail arrives in Spanish. Every page is checked for interface text left in English (a line the
 * English twin of the page shows too) and with axe.
 */
const EL_PASO = { latitude: 31.7587, longitude: -106.4869 };
const tag = randomBytes(2).toString('hex');
const GROOMER = `Peluquería Patitas ${tag}`;
const CAT = `Michi ${tag}`;
/** Words that are nobody's language: the brand, the team's address, the sample listing in the home page's picture. */
const NAMES = ['PawPals', 'hello@pawpals.app', 'Happy Tails Grooming'];
/** Whole lines that are the same in both languages: networks' names, the map's zoom glyphs, words Spanish shares. */
const SAME_IN_BOTH = new Set(['facebook', 'x', 'whatsapp', 'nextdoor', '+', '−', 'color', 'collar']);
/** A member's own words quoted on a page (a reunion's thank-you note). */
const QUOTED = /^“.*”$/;

interface Person {
  context: BrowserContext;
  page: Page;
}

async function spanishPhone(browser: Browser): Promise<Person> {
  // A phone set to US Spanish: its Accept-Language and navigator.languages say es-US.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, locale: 'es-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** The visible lines of the page's main content, header and footer. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * No interface text in English: every line the Spanish page shows differs from the lines of its English twin
 * (the same address without /es), except people's own words (names, places) and numbers.
 */
async function expectNoEnglishInterface(person: Person, allowed: readonly string[] = []): Promise<void> {
  const spanishPath = new URL(person.page.url()).pathname + new URL(person.page.url()).search;
  const englishPath = spanishPath.replace(/^\/es(?=\/|$|\?)/, '') || '/';
  const twin = await person.context.newPage();
  try {
    await twin.goto(englishPath);
    await twin.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const english = new Set(await visibleLines(twin));
    const shared = (await visibleLines(person.page)).filter(
      (line) =>
        english.has(line) &&
        !/^[\d\s.,:%+()$/·–-]*$/.test(line) &&
        !SAME_IN_BOTH.has(line.toLowerCase()) &&
        !QUOTED.test(line) &&
        ![...NAMES, ...allowed].some((content) => line.includes(content)),
    );
    expect(shared).toEqual([]);
  } finally {
    await twin.close();
  }
}

describe('PawPals en español: a Spanish-speaking neighbour on a phone', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let lucia: Person;
  let marta: Person;
  const luciaAccount = { ...newPetOwner(), firstName: 'Lucía', lastName: 'Hernández' };
  let groomerId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    // A groomer in El Paso, listed by its owner.
    const owner = await request.newContext({ baseURL: baseUrl() });
    const who = newPetOwner();
    await ok(await owner.post('/api/signup', { data: { ...who, confirmPassword: who.password, accountType: 'business_owner' } }));
    groomerId = (
      await ok(
        await owner.post('/api/businesses', {
          data: { name: GROOMER, category: 'groomer', address: '300 N Mesa St', city: 'El Paso', state: 'TX', zipCode: '79901', phone: '(915) 555-0140', description: 'Baños y cortes para perros y gatos.', ...EL_PASO },
        }),
      )
    ).id;
    await owner.dispose();
    lucia = await spanishPhone(browser);
    marta = await spanishPhone(browser);
  });
  afterAll(async () => {
    await admin.dispose();
    await browser.close();
  });

  it('lands on /es: the home page in Spanish, with lang="es", and the way back to English', async () => {
    const { page } = lucia;
    await page.goto('/es');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('PawPals — Conectando familias con mascotas');
    await page.getByRole('heading', { level: 1, name: 'Todo lo que tu mascota necesita, en tu propio vecindario' }).waitFor();
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    // A Spanish page is not offered Spanish.
    expect(await page.getByTestId('language-suggestion').count()).toBe(0);
    await screenshot(page, 'es-home');
    await expectAccessible(page);
    await expectNoEnglishInterface(lucia);
  });

  it('an English page offers Spanish to this phone, and the switch keeps the page', async () => {
    const { page } = lucia;
    await page.goto('/faqs');
    const offer = page.getByTestId('language-suggestion');
    await offer.getByRole('link', { name: 'Ver en español' }).click();
    await page.waitForURL('**/es/faqs');
    await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
    await expectAccessible(page);
    await expectNoEnglishInterface(lucia);
  });

  it('searches a groomer in Spanish and opens its page', async () => {
    const { page } = lucia;
    await page.goto('/es');
    await page.getByLabel('Buscar servicios', { exact: true }).fill(GROOMER);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/\/es\/services\?/);
    await page.getByRole('link', { name: new RegExp(GROOMER) }).first().click();
    await page.waitForURL(`**/es/business/${groomerId}`);
    await page.getByRole('heading', { level: 1, name: GROOMER }).waitFor();
    expect(await page.title()).toBe(`${GROOMER} — Peluquería canina en El Paso, TX | PawPals`);
    await screenshot(page, 'es-business');
    await expectAccessible(page);
    await expectNoEnglishInterface(lucia, [GROOMER, '300 N Mesa St', 'El Paso', '(915) 555-0140', 'Baños y cortes para perros y gatos.']);
  });

  it('signs up in Spanish; the verification mail is Spanish and its link confirms the address in Spanish', async () => {
    const { page } = lucia;
    await page.goto('/es/signup/user');
    await page.getByLabel('Nombre', { exact: true }).fill(luciaAccount.firstName);
    await page.getByLabel('Apellido', { exact: true }).fill(luciaAccount.lastName);
    await page.getByLabel('Nombre de usuario', { exact: true }).fill(luciaAccount.username);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(luciaAccount.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(luciaAccount.password);
    await page.getByLabel('Confirma la contraseña', { exact: true }).fill(luciaAccount.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectToast(page, '¡Cuenta creada!');
    expect((await ok(await page.request.get('/api/auth/user'))).locale).toBe('es');

    const mail = await waitForMail(luciaAccount.email, /^Confirma tu correo para PawPals$/);
    expect(mail.text).toContain(`Hola, ${luciaAccount.firstName}:`);
    const link = linkIn(mail, baseUrl(), '/es/verify-email');
    await page.goto(link);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expectAccessible(page);
  });

  it('sets a pet alert area on the dashboard, in Spanish', async () => {
    const { page } = lucia;
    await page.goto('/es/dashboard');
    const card = page.getByTestId('pet-alerts');
    await card.getByText('Todavía no recibes alertas de mascotas').waitFor();
    await card.getByLabel('Código postal').fill('79901');
    await card.getByLabel('Radio').selectOption('10');
    await card.getByRole('button', { name: 'Guardar zona de alertas' }).click();
    await expectToast(page, 'Alertas de mascotas guardadas');
    await expectAccessible(page);
  });

  it('a second neighbour posts a lost cat in Spanish; once approved, Lucía’s alert mail is Spanish and links to the Spanish page', async () => {
    const { page, context } = marta;
    const martaAccount = { ...newPetOwner(), firstName: 'Marta' };
    await ok(await context.request.post('/api/signup', { data: { ...martaAccount, confirmPassword: martaAccount.password }, headers: { 'Accept-Language': 'es-US,es;q=0.9' } }));
    await page.goto('/es/lost-found/new');
    await page.getByRole('heading', { level: 1, name: 'Publicar una mascota perdida o encontrada' }).waitFor();
    await page.getByLabel('Nombre de la mascota').fill(CAT);
    await page.getByLabel('Especie').selectOption('cat');
    await page.getByLabel('Color').fill('gris atigrado');
    await page.getByLabel('Descripción').fill('Gata gris muy tímida, salió por la ventana.');
    await page.getByLabel('Lugar donde se vio por última vez').fill('San Jacinto Plaza, El Paso, TX 79901');
    await page.getByLabel('Fecha en que se vio por última vez').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Teléfono de contacto').fill('(915) 555-0177');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Subir foto', exact: true }).click()]);
    await chooser.setFiles({ name: 'michi.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(page, 'La foto se subió correctamente');
    await page.getByRole('button', { name: 'Crear publicación' }).click();
    await expectToast(page, 'Tu publicación se creó correctamente');
    await page.waitForURL(/\/es\/lost-found\/[0-9a-f-]{36}$/);
    const postId = /\/lost-found\/([0-9a-f-]{36})$/.exec(page.url())![1];
    await expectAccessible(page);

    await ok(await admin.patch(`/api/admin/lost-found/${postId}/approve`, { data: { approvalStatus: 'approved' } }));
    const alert = await waitForMail(luciaAccount.email, /^Gata perdida cerca de ti$|^Gato perdido cerca de ti$/);
    expect(alert.text).toContain(`Hola, ${luciaAccount.firstName}:`);
    expect(alert.text).toContain(CAT);
    expect(alert.text).toContain(`${baseUrl()}/es/lost-found/${postId}`);

    // The mail's link opens the Spanish pet page, its first screen in Spanish.
    await lucia.page.goto(`/es/lost-found/${postId}`);
    await lucia.page.getByRole('heading', { level: 1, name: CAT }).waitFor();
    await lucia.page.getByText('Perdido', { exact: true }).first().waitFor();
    await screenshot(lucia.page, 'es-pet');
    await expectAccessible(lucia.page);
    await expectNoEnglishInterface(lucia, [CAT, 'San Jacinto Plaza', 'gris atigrado', 'Gata gris muy tímida', '(915) 555-0177', 'Marta']);
  });

  it('a Spanish request gets Spanish error messages; the English page keeps the spec’s words', async () => {
    const bad = await marta.page.request.post('/api/lost-found-pets', { data: { type: 'lost' }, headers: { 'Accept-Language': 'es' } });
    expect(bad.status()).toBe(400);
    const { message } = await bad.json();
    expect(message).not.toMatch(/required/i);
    const english = await marta.page.request.post('/api/lost-found-pets', { data: { type: 'lost' }, headers: { 'Accept-Language': 'en' } });
    expect(english.status()).toBe(400);
    expect((await english.json()).message).not.toBe(message);
  });
});
