import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocaleProvider } from '@pawpals/ui';
import es from './i18n/es.json';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { FaqsPage } from './FaqsPage';
import { HowItWorksPage } from './HowItWorksPage';
import { JoinPage } from './JoinPage';
import { PetSafetyTipsPage } from './PetSafetyTipsPage';
import { PrivacyPage } from './PrivacyPage';
import { SupportPage } from './SupportPage';
import { TermsPage } from './TermsPage';

const PAGES: [string, ComponentType, string][] = [
  ['/how-it-works', HowItWorksPage, 'Cuidar a tu mascota, así de simple'],
  ['/about', AboutPage, 'Ayudamos a las familias con mascotas a encontrarse'],
  ['/contact', ContactPage, 'Nos encantaría saber de ti'],
  ['/privacy', PrivacyPage, 'Política de privacidad'],
  ['/terms', TermsPage, 'Términos del servicio'],
  ['/join', JoinPage, 'Hazte miembro de PawPals: es gratis'],
  ['/pet-safety-tips', PetSafetyTipsPage, 'Consejos de seguridad para mascotas'],
  ['/faqs', FaqsPage, 'Preguntas frecuentes'],
  ['/support', SupportPage, 'Centro de soporte'],
];

function inSpanish(Page: ComponentType) {
  return render(
    <LocaleProvider locale="es" messages={es}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('static pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(PAGES)('%s speaks Spanish with the static pages catalog, every message translated', (_path, Page, heading) => {
    // A message missing from the catalog is reported (and falls back to English): none of these pages' may be.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    inSpanish(Page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(warn.mock.calls.map((call) => String(call[1])).filter((message) => message.includes('"static.'))).toEqual([]);
  });

  it('a legal page dates itself in Spanish and links to the contact page inside its sentence', () => {
    inSpanish(PrivacyPage);
    const today = new Date().toLocaleDateString('es', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText(`Última actualización: ${today}`)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Contáctanos' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.parentElement?.textContent).toBe(
      '¿Tienes preguntas sobre esta política o sobre tus datos? Contáctanos y te responderemos en un plazo de 24 horas en días hábiles.',
    );
  });

  it('English stays as it was: the date as en-US words it, the sentence around the link', () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText(`Last updated: ${today}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).parentElement?.textContent).toBe('Questions about these terms? Contact us.');
  });

  it('the FAQ headings name their sections, in either language', () => {
    inSpanish(FaqsPage);
    expect(screen.getByRole('region', { name: 'Primeros pasos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿PawPals es gratis?' })).toBeTruthy();
  });
});
