import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { useIntl } from '@pawpals/ui';
import { LegalPage } from './parts';

const messages = defineMessages({
  title: { id: 'static.terms.title', defaultMessage: 'Terms of Service' },
  welcomeTitle: { id: 'static.terms.welcomeTitle', defaultMessage: 'Welcome to PawPals' },
  welcomeText: {
    id: 'static.terms.welcomeText',
    defaultMessage:
      'By creating an account or using PawPals you agree to these terms. Please read them carefully; if you do not agree, please do not use the service.',
  },
  whoTitle: { id: 'static.terms.whoTitle', defaultMessage: 'Who can use PawPals' },
  whoText: {
    id: 'static.terms.whoText',
    defaultMessage:
      'You must be at least 13 years old to use PawPals. Children under 13 may not create an account. If you use PawPals on behalf of a business, you confirm you are allowed to act for that business.',
  },
  accountTitle: { id: 'static.terms.accountTitle', defaultMessage: 'Your account' },
  accountPassword: {
    id: 'static.terms.accountPassword',
    defaultMessage: 'Keep your password private; you are responsible for activity on your account.',
  },
  accountAccurate: {
    id: 'static.terms.accountAccurate',
    defaultMessage: 'Give accurate information, and keep your business details up to date.',
  },
  accountMisuse: {
    id: 'static.terms.accountMisuse',
    defaultMessage: 'Tell us straight away if you think your account has been misused.',
  },
  rulesTitle: { id: 'static.terms.rulesTitle', defaultMessage: 'Community rules' },
  rulesReviews: {
    id: 'static.terms.rulesReviews',
    defaultMessage: 'Reviews must reflect your genuine experience. No fake, paid or retaliatory reviews.',
  },
  rulesPosts: {
    id: 'static.terms.rulesPosts',
    defaultMessage: 'Lost and found posts must be about real animals and real sightings.',
  },
  rulesKind: {
    id: 'static.terms.rulesKind',
    defaultMessage: "Be kind. No harassment, hate speech, spam or sharing other people's private information.",
  },
  rulesSelling: {
    id: 'static.terms.rulesSelling',
    defaultMessage: 'No selling animals or advertising through reviews, messages or pet posts.',
  },
  rulesEnforcement: {
    id: 'static.terms.rulesEnforcement',
    defaultMessage: 'We may remove content or suspend accounts that break these rules.',
  },
  businessesTitle: { id: 'static.terms.businessesTitle', defaultMessage: 'Businesses' },
  businessesText: {
    id: 'static.terms.businessesText',
    defaultMessage:
      'Business listings are reviewed before they are published. Businesses are responsible for the accuracy of their listing, pricing and the services they provide. Premium features are optional and can be switched off at any time.',
  },
  contentTitle: { id: 'static.terms.contentTitle', defaultMessage: 'Your content' },
  contentText: {
    id: 'static.terms.contentText',
    defaultMessage:
      'You keep ownership of what you post. You give PawPals permission to display it on the service so the community can see it. You can delete your content at any time.',
  },
  disclaimersTitle: { id: 'static.terms.disclaimersTitle', defaultMessage: 'Disclaimers' },
  disclaimersText: {
    id: 'static.terms.disclaimersText',
    defaultMessage:
      'PawPals connects people; we do not provide pet care, veterinary advice or guarantees about any business. In an emergency, contact your veterinarian or an animal poison control line immediately.',
  },
  changesTitle: { id: 'static.terms.changesTitle', defaultMessage: 'Changes' },
  changesText: {
    id: 'static.terms.changesText',
    defaultMessage: 'We may update these terms. When we make significant changes we will let you know on the site before they apply.',
  },
  contactTitle: { id: 'static.terms.contactTitle', defaultMessage: 'Contact' },
});

const contactText = defineMessage<{ link: MessageTag }>({
  id: 'static.terms.contactText',
  defaultMessage: 'Questions about these terms? <link>Contact us</link>.',
});

const contactLink = (chunks: ReactNode[]) => (
  <Link to="/contact" className="font-semibold text-primary underline">
    {chunks}
  </Link>
);

export function TermsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <LegalPage title={t(messages.title)} Icon={FileText}>
      <section>
        <h2>{t(messages.welcomeTitle)}</h2>
        <p>{t(messages.welcomeText)}</p>
      </section>
      <section>
        <h2>{t(messages.whoTitle)}</h2>
        <p>{t(messages.whoText)}</p>
      </section>
      <section>
        <h2>{t(messages.accountTitle)}</h2>
        <ul>
          <li>{t(messages.accountPassword)}</li>
          <li>{t(messages.accountAccurate)}</li>
          <li>{t(messages.accountMisuse)}</li>
        </ul>
      </section>
      <section>
        <h2>{t(messages.rulesTitle)}</h2>
        <ul>
          <li>{t(messages.rulesReviews)}</li>
          <li>{t(messages.rulesPosts)}</li>
          <li>{t(messages.rulesKind)}</li>
          <li>{t(messages.rulesSelling)}</li>
        </ul>
        <p>{t(messages.rulesEnforcement)}</p>
      </section>
      <section>
        <h2>{t(messages.businessesTitle)}</h2>
        <p>{t(messages.businessesText)}</p>
      </section>
      <section>
        <h2>{t(messages.contentTitle)}</h2>
        <p>{t(messages.contentText)}</p>
      </section>
      <section>
        <h2>{t(messages.disclaimersTitle)}</h2>
        <p>{t(messages.disclaimersText)}</p>
      </section>
      <section>
        <h2>{t(messages.changesTitle)}</h2>
        <p>{t(messages.changesText)}</p>
      </section>
      <section>
        <h2>{t(messages.contactTitle)}</h2>
        <p>{t(contactText, { link: contactLink })}</p>
      </section>
    </LegalPage>
  );
}
