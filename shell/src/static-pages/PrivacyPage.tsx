import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { useIntl } from '@pawpals/ui';
import { LegalPage } from './parts';

const messages = defineMessages({
  title: { id: 'static.privacy.title', defaultMessage: 'Privacy Policy' },
  whoTitle: { id: 'static.privacy.whoTitle', defaultMessage: 'Who we are' },
  whoText: {
    id: 'static.privacy.whoText',
    defaultMessage:
      'PawPals ("we", "us") runs a community directory of pet services and a lost-and-found board for pets. This policy explains what personal information we collect, why, and the choices you have.',
  },
  collectTitle: { id: 'static.privacy.collectTitle', defaultMessage: 'Information we collect' },
  collectAccount: {
    id: 'static.privacy.collectAccount',
    defaultMessage: 'Account details: your first and last name, username, email address and a securely hashed password.',
  },
  collectContent: {
    id: 'static.privacy.collectContent',
    defaultMessage:
      'Content you share: reviews, messages to businesses, appointment requests and lost or found pet posts, including photos and the contact phone number you choose to publish.',
  },
  collectBusiness: {
    id: 'static.privacy.collectBusiness',
    defaultMessage: 'Business details, if you list a business: name, address, phone, website, services and pricing.',
  },
  collectLocation: {
    id: 'static.privacy.collectLocation',
    defaultMessage:
      'Your location, only when you press "Enable Location" to filter by distance. It stays in your browser and is not stored on our servers.',
  },
  collectTechnical: {
    id: 'static.privacy.collectTechnical',
    defaultMessage: 'Basic technical data such as a session cookie that keeps you signed in.',
  },
  useTitle: { id: 'static.privacy.useTitle', defaultMessage: 'How we use it' },
  useAccount: {
    id: 'static.privacy.useAccount',
    defaultMessage: 'To run your account and show you relevant services, reviews and notifications.',
  },
  useInquiries: {
    id: 'static.privacy.useInquiries',
    defaultMessage: 'To pass your inquiries and appointment requests to the business you contacted.',
  },
  useLostPets: {
    id: 'static.privacy.useLostPets',
    defaultMessage: 'To help reunite lost pets, by showing your post and contact number publicly while it is active.',
  },
  useSafety: {
    id: 'static.privacy.useSafety',
    defaultMessage: 'To keep PawPals safe: moderating posts, preventing abuse and securing accounts.',
  },
  noSelling: {
    id: 'static.privacy.noSelling',
    defaultMessage: 'We do not sell your personal information, and we do not use it for third-party advertising.',
  },
  sharingTitle: { id: 'static.privacy.sharingTitle', defaultMessage: 'Sharing' },
  sharingText: {
    id: 'static.privacy.sharingText',
    defaultMessage:
      'Businesses see the messages and appointment requests you send them. Reviews and lost-and-found posts are public. We use carefully chosen service providers (hosting, email, file storage) bound by confidentiality, and we disclose information when the law requires it.',
  },
  choicesTitle: { id: 'static.privacy.choicesTitle', defaultMessage: 'Your choices' },
  choicesUpdate: {
    id: 'static.privacy.choicesUpdate',
    defaultMessage: 'You can update your details or ask us to delete your account and content at any time.',
  },
  choicesNewsletter: {
    id: 'static.privacy.choicesNewsletter',
    defaultMessage: 'You can unsubscribe from newsletter emails using the link in every message.',
  },
  choicesCookies: {
    id: 'static.privacy.choicesCookies',
    defaultMessage: 'You can block cookies in your browser, but you will not be able to stay signed in.',
  },
  childrenTitle: { id: 'static.privacy.childrenTitle', defaultMessage: 'Children' },
  childrenText: {
    id: 'static.privacy.childrenText',
    defaultMessage:
      'PawPals is not intended for children under 13, and we do not knowingly collect personal information from anyone under 13. If you believe a child has given us information, please contact us and we will delete it.',
  },
  securityTitle: { id: 'static.privacy.securityTitle', defaultMessage: 'Security and retention' },
  securityText: {
    id: 'static.privacy.securityText',
    defaultMessage:
      'Passwords are stored only as strong one-way hashes, connections are encrypted, and we keep information only as long as your account is active or as needed to meet legal obligations.',
  },
  contactTitle: { id: 'static.privacy.contactTitle', defaultMessage: 'Contact us' },
});

const contactText = defineMessage<{ link: MessageTag }>({
  id: 'static.privacy.contactText',
  defaultMessage: 'Questions about this policy or your data? <link>Contact us</link> and we will respond within 24 hours on business days.',
});

const contactLink = (chunks: ReactNode[]) => (
  <Link to="/contact" className="font-semibold text-primary underline">
    {chunks}
  </Link>
);

export function PrivacyPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <LegalPage title={t(messages.title)} Icon={Lock}>
      <section>
        <h2>{t(messages.whoTitle)}</h2>
        <p>{t(messages.whoText)}</p>
      </section>
      <section>
        <h2>{t(messages.collectTitle)}</h2>
        <ul>
          <li>{t(messages.collectAccount)}</li>
          <li>{t(messages.collectContent)}</li>
          <li>{t(messages.collectBusiness)}</li>
          <li>{t(messages.collectLocation)}</li>
          <li>{t(messages.collectTechnical)}</li>
        </ul>
      </section>
      <section>
        <h2>{t(messages.useTitle)}</h2>
        <ul>
          <li>{t(messages.useAccount)}</li>
          <li>{t(messages.useInquiries)}</li>
          <li>{t(messages.useLostPets)}</li>
          <li>{t(messages.useSafety)}</li>
        </ul>
        <p>{t(messages.noSelling)}</p>
      </section>
      <section>
        <h2>{t(messages.sharingTitle)}</h2>
        <p>{t(messages.sharingText)}</p>
      </section>
      <section>
        <h2>{t(messages.choicesTitle)}</h2>
        <ul>
          <li>{t(messages.choicesUpdate)}</li>
          <li>{t(messages.choicesNewsletter)}</li>
          <li>{t(messages.choicesCookies)}</li>
        </ul>
      </section>
      <section>
        <h2>{t(messages.childrenTitle)}</h2>
        <p>{t(messages.childrenText)}</p>
      </section>
      <section>
        <h2>{t(messages.securityTitle)}</h2>
        <p>{t(messages.securityText)}</p>
      </section>
      <section>
        <h2>{t(messages.contactTitle)}</h2>
        <p>{t(contactText, { link: contactLink })}</p>
      </section>
    </LegalPage>
  );
}
