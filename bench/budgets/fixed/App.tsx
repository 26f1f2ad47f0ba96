// Bench-only copy of shell/src/app/App.tsx with the shell's own pages (landing, static pages) loaded on
// demand: a visitor opening /services does not download them. What the shell should do.
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge } from '@pawpals/session';
import { Layout } from '../../../shell/src/layout/Layout';
import { SectionRoute } from '../../../shell/src/app/SectionRoute';

const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const HomeRoute = page(() => import('../../../shell/src/app/HomeRoute'), 'HomeRoute');
const HowItWorksPage = page(() => import('../../../shell/src/static-pages/HowItWorksPage'), 'HowItWorksPage');
const AboutPage = page(() => import('../../../shell/src/static-pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('../../../shell/src/static-pages/ContactPage'), 'ContactPage');
const PrivacyPage = page(() => import('../../../shell/src/static-pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('../../../shell/src/static-pages/TermsPage'), 'TermsPage');
const PetSafetyTipsPage = page(() => import('../../../shell/src/static-pages/PetSafetyTipsPage'), 'PetSafetyTipsPage');
const FaqsPage = page(() => import('../../../shell/src/static-pages/FaqsPage'), 'FaqsPage');
const SupportPage = page(() => import('../../../shell/src/static-pages/SupportPage'), 'SupportPage');
const JoinPage = page(() => import('../../../shell/src/static-pages/JoinPage'), 'JoinPage');

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterNavigationBridge />
        <Layout>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/" element={<HomeRoute />} />
              <Route path="/how-it-works" element={<HowItWorksPage />} />
              <Route path="/about" element={<AboutPage />} />
              <Route path="/contact" element={<ContactPage />} />
              <Route path="/privacy" element={<PrivacyPage />} />
              <Route path="/terms" element={<TermsPage />} />
              <Route path="/pet-safety-tips" element={<PetSafetyTipsPage />} />
              <Route path="/faqs" element={<FaqsPage />} />
              <Route path="/support" element={<SupportPage />} />
              <Route path="/join" element={<JoinPage />} />
              <Route path="*" element={<SectionRoute />} />
            </Routes>
          </Suspense>
        </Layout>
      </BrowserRouter>
    </AppProviders>
  );
}
