import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, RouterNavigationBridge } from '@pawpals/session';
import { Layout } from '../layout/Layout';
import { HomeRoute } from './HomeRoute';
import { SectionRoute } from './SectionRoute';
import { HowItWorksPage } from '../static-pages/HowItWorksPage';
import { AboutPage } from '../static-pages/AboutPage';
import { ContactPage } from '../static-pages/ContactPage';
import { PrivacyPage } from '../static-pages/PrivacyPage';
import { TermsPage } from '../static-pages/TermsPage';
import { PetSafetyTipsPage } from '../static-pages/PetSafetyTipsPage';
import { FaqsPage } from '../static-pages/FaqsPage';
import { SupportPage } from '../static-pages/SupportPage';
import { JoinPage } from '../static-pages/JoinPage';

/** Routes owned by the shell; everything else goes to the owning remote (or 404) via SectionRoute. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterNavigationBridge />
        <Layout>
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
        </Layout>
      </BrowserRouter>
    </AppProviders>
  );
}
