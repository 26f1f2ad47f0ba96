import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { expectToast } from '../support/toast';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';

describe('landing page (signed out)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    ({ context, page } = await newVisitor(browser));
  });
  afterEach(async () => {
    await context.close();
  });

  it('shows the landing page with its buttons, and category cards without made-up counts', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const [name, href] of [
      ['List Your Business', '/login'],
      ['Sign Up Free', '/join'],
      ['Browse Services', '/services'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    expect(await page.locator('main a[href="/lost-found"]').count()).toBeGreaterThan(0);
    // No fixed marketing numbers ("150+ listings", "Join thousands") the data does not back.
    for (const [category, cta] of [
      ['groomer', 'See groomers'],
      ['pet_store', 'See pet stores'],
      ['park', 'See parks'],
      ['veterinarian', 'See veterinarians'],
    ]) {
      const text = await page.locator(`a[href="/services?category=${category}"]`).textContent();
      expect(text).toContain(cta);
      expect(text).not.toMatch(/\d+\+|listings/);
    }
    expect(await page.locator('main').textContent()).not.toMatch(/thousands|hundreds/i);
    // Signed-out header links.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find Services', 'Lost & Found', 'How It Works', 'About', 'Contact', 'For Businesses']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await screenshot(page, 'landing');
    await expectAccessible(page);
  });

  it('hero search lands on /services with the query and category', async () => {
    await page.goto('/');
    await page.getByLabel('Search for services').fill('dog grooming');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Groomer' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/services?q=dog+grooming&category=groomer');
    await page.getByRole('heading', { name: 'Pet Services Directory' }).waitFor();
    expect(await page.getByTestId('search-query').textContent()).toContain('dog grooming');
    await screenshot(page, 'services');
    await expectAccessible(page);
  });

  it('omits the category when searching all categories', async () => {
    await page.goto('/');
    await page.getByLabel('Search for services').fill('vet');
    await page.getByLabel('Search for services').press('Enter');
    await page.waitForURL((url) => url.pathname === '/services');
    expect(new URL(page.url()).search).toBe('?q=vet');
  });

  it('opens the mobile menu with the same links', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['Find Services', 'Lost & Found', 'How It Works', 'About', 'Contact', 'For Businesses', 'Log In']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await screenshot(page, 'mobile-menu');
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
  });

  it('newsletter shows the thank-you toast and clears the field', async () => {
    await page.goto('/');
    const email = page.getByLabel('Email address');
    await email.fill('maya@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Thank you for subscribing!', "You'll receive updates about lost pets in your area.");
    expect(await email.inputValue()).toBe('');
  });
});
