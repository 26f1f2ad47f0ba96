import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge } from '@pawpals/session';
import { Layout } from '../layout/Layout';
import { PageLoadBoundary } from './PageLoadBoundary';
import { SectionRoute } from './SectionRoute';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { PrerenderedFirstScreen } from './first-screen';
import type { FirstScreen } from '@pawpals/remotes';
import { localePrefix, type Locale } from '@pawpals/contracts';
import { catalogLoader, SectionMessages, type Messages } from '@pawpals/ui';

// The shell's own pages load on demand, so a visitor opening a section (e.g. /services) does not download
// the landing and static pages (bench/RESULTS.md, budgets).
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const HomeRoute = page(() => import('./HomeRoute'), 'HomeRoute');
const HowItWorksPage = page(() => import('../static-pages/HowItWorksPage'), 'HowItWorksPage');
const AboutPage = page(() => import('../static-pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('../static-pages/ContactPage'), 'ContactPage');
const PrivacyPage = page(() => import('../static-pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('../static-pages/TermsPage'), 'TermsPage');
const PetSafetyTipsPage = page(() => import('../static-pages/PetSafetyTipsPage'), 'PetSafetyTipsPage');
const FaqsPage = page(() => import('../static-pages/FaqsPage'), 'FaqsPage');
const SupportPage = page(() => import('../static-pages/SupportPage'), 'SupportPage');
const JoinPage = page(() => import('../static-pages/JoinPage'), 'JoinPage');

// The static pages' words (long legal and help texts) load with those pages, not with every page.
const staticPagesCatalog = catalogLoader({ es: () => import('../static-pages/i18n/es.json') });

function StaticPages() {
  return (
    <SectionMessages load={staticPagesCatalog}>
      <Outlet />
    </SectionMessages>
  );
}

/** Marks a prerendered page as taken over by React once its route has hydrated (see PRERENDERED_ATTRIBUTE). */
function PrerenderedPageReady() {
  useEffect(() => document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE), []);
  return null;
}

/** A Spanish page's router lives under /es, so every route and link of every section stays as it is in English. */
function AppRouter({ location, locale, children }: { location?: string; locale: Locale; children: ReactNode }) {
  const basename = localePrefix(locale) || undefined;
  return location === undefined ? (
    <BrowserRouter basename={basename}>{children}</BrowserRouter>
  ) : (
    <MemoryRouter basename={basename} initialEntries={[location]}>
      {children}
    </MemoryRouter>
  );
}

/**
 * Routes owned by the shell; everything else goes to the owning remote (or 404) via SectionRoute. With a
 * `location`, the page at that address as the build renders it to HTML (prerender.tsx), with `firstScreen`
 * for a detail page's template; in the browser, the address bar's. `locale` is the address's language and
 * `messages` its catalog (i18n/page-catalog.ts).
 */
export function App({
  location,
  firstScreen = null,
  locale,
  messages,
}: {
  location?: string;
  firstScreen?: FirstScreen | null;
  locale: Locale;
  messages: Messages;
}) {
  return (
    <PrerenderedFirstScreen.Provider value={firstScreen}>
      <AppProviders locale={locale} messages={messages}>
        <AppRouter location={location} locale={locale}>
          <RouterNavigationBridge />
          <Layout>
            <PageLoadBoundary>
              <Suspense fallback={null}>
                <Routes>
                  <Route path="/" element={<HomeRoute />} />
                  <Route element={<StaticPages />}>
                    <Route path="/how-it-works" element={<HowItWorksPage />} />
                    <Route path="/about" element={<AboutPage />} />
                    <Route path="/contact" element={<ContactPage />} />
                    <Route path="/privacy" element={<PrivacyPage />} />
                    <Route path="/terms" element={<TermsPage />} />
                    <Route path="/pet-safety-tips" element={<PetSafetyTipsPage />} />
                    <Route path="/faqs" element={<FaqsPage />} />
                    <Route path="/support" element={<SupportPage />} />
                    <Route path="/join" element={<JoinPage />} />
                  </Route>
                  <Route path="*" element={<SectionRoute />} />
                </Routes>
                <PrerenderedPageReady />
              </Suspense>
            </PageLoadBoundary>
          </Layout>
        </AppRouter>
      </AppProviders>
    </PrerenderedFirstScreen.Provider>
  );
}
