import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@pawpals/session';
import { pageCatalog } from '../i18n/page-catalog';
import { HeroSearch } from '../landing/HeroSearch';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LanguageSuggestion } from './LanguageSuggestion';
import { LanguageSwitch } from './LanguageSwitch';

async function renderAt(path: string, locale: 'en' | 'es', ui: React.ReactNode) {
  const messages = await pageCatalog(locale);
  return render(
    <AppProviders locale={locale} messages={messages}>
      <MemoryRouter basename={locale === 'es' ? '/es' : undefined} initialEntries={[path]}>
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
}

function preferLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

beforeEach(() => localStorage.clear());

test('a Spanish page speaks Spanish, from the page catalog the shell loads', async () => {
  await renderAt('/es/nowhere', 'es', <NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Página no encontrada');
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es');
});

test('the language switch leads to the same page in the other language, query and all', async () => {
  await renderAt('/es/services?category=groomer', 'es', <LanguageSwitch />);
  const toEnglish = screen.getByRole('link', { name: 'English' });
  expect(toEnglish.getAttribute('href')).toBe('/services?category=groomer');
  expect(toEnglish.getAttribute('hreflang')).toBe('en');
});

test('from English the switch offers Español at the /es address', async () => {
  await renderAt('/lost-found', 'en', <LanguageSwitch />);
  expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/lost-found');
});

test('a Spanish search form works before its script: it sends to /es/services', async () => {
  const { container } = await renderAt('/es', 'es', <HeroSearch />);
  expect(container.querySelector('form')!.getAttribute('action')).toBe('/es/services');
  expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
});

test('a browser that prefers Spanish is offered the Spanish page once, in Spanish; declining is remembered', async () => {
  preferLanguages(['es-US', 'es', 'en']);
  const { unmount } = await renderAt('/faqs', 'en', <LanguageSuggestion />);
  const offer = await screen.findByTestId('language-suggestion');
  expect(offer.getAttribute('lang')).toBe('es');
  expect(screen.getByRole('link', { name: 'Ver en español' }).getAttribute('href')).toBe('/es/faqs');
  fireEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
  expect(screen.queryByTestId('language-suggestion')).toBeNull();
  unmount();
  await renderAt('/faqs', 'en', <LanguageSuggestion />);
  expect(screen.queryByTestId('language-suggestion')).toBeNull();
});

test('a browser that prefers the page’s own language is offered nothing', async () => {
  preferLanguages(['en-US', 'en']);
  await renderAt('/faqs', 'en', <LanguageSuggestion />);
  expect(screen.queryByTestId('language-suggestion')).toBeNull();
});
