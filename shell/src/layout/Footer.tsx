import { Link } from 'react-router-dom';
import { Heart, Mail, PawPrint } from 'lucide-react';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageValue } from 'react-intl';
import { useIntl } from '@pawpals/ui';
import { SITE_NAME } from '@pawpals/contracts';
import { NewsletterForm } from './NewsletterForm';
import { FacebookIcon, InstagramIcon, XIcon } from './SocialIcons';

const messages = defineMessages({
  findServices: { id: 'shell.footer.findServices', defaultMessage: 'Find Services' },
  lostFound: { id: 'shell.footer.lostFound', defaultMessage: 'Lost & Found' },
  forBusinesses: { id: 'shell.footer.forBusinesses', defaultMessage: 'For Businesses' },
  howItWorks: { id: 'shell.footer.howItWorks', defaultMessage: 'How It Works' },
  aboutUs: { id: 'shell.footer.aboutUs', defaultMessage: 'About Us' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms of Service' },
  safetyTips: { id: 'shell.footer.safetyTips', defaultMessage: 'Pet Safety Tips' },
  faqs: { id: 'shell.footer.faqs', defaultMessage: 'FAQs' },
  support: { id: 'shell.footer.support', defaultMessage: 'Support Center' },
  facebook: { id: 'shell.footer.facebook', defaultMessage: 'PawPals on Facebook' },
  instagram: { id: 'shell.footer.instagram', defaultMessage: 'PawPals on Instagram' },
  x: { id: 'shell.footer.x', defaultMessage: 'PawPals on X' },
  home: { id: 'shell.footer.home', defaultMessage: 'PawPals home' },
  tagline: { id: 'shell.footer.tagline', defaultMessage: 'Connecting Pet Families' },
  blurb: {
    id: 'shell.footer.blurb',
    defaultMessage: 'Find trusted groomers, pet stores, parks and veterinarians near you, and help lost pets find their way home. Free for pet owners, always.',
  },
  social: { id: 'shell.footer.social', defaultMessage: 'Social links' },
  quickLinks: { id: 'shell.footer.quickLinks', defaultMessage: 'Quick Links' },
  resources: { id: 'shell.footer.resources', defaultMessage: 'Resources' },
  stayInTheLoop: { id: 'shell.footer.stayInTheLoop', defaultMessage: 'Stay in the loop' },
  newsletterBlurb: { id: 'shell.footer.newsletterBlurb', defaultMessage: 'Lost-pet alerts and community news for your area, about twice a month.' },
  love: { id: 'shell.footer.love', defaultMessage: 'love' },
});
const copyright = defineMessage<{ year: number }>({ id: 'shell.footer.copyright', defaultMessage: '© {year} PawPals. All rights reserved.' });
const madeWith = defineMessage<{ heart: MessageValue }>({ id: 'shell.footer.madeWith', defaultMessage: 'Made with {heart} for pets and the people who love them' });

const TEAM_EMAIL = 'hello@pawpals.app';

interface FooterLink {
  label: MessageDescriptor;
  to: string;
}

const QUICK_LINKS: FooterLink[] = [
  { label: messages.findServices, to: '/services' },
  { label: messages.lostFound, to: '/lost-found' },
  { label: messages.forBusinesses, to: '/my-business' },
];

const RESOURCES: FooterLink[] = [
  { label: messages.howItWorks, to: '/how-it-works' },
  { label: messages.aboutUs, to: '/about' },
  { label: messages.contact, to: '/contact' },
  { label: messages.privacy, to: '/privacy' },
  { label: messages.terms, to: '/terms' },
  { label: messages.safetyTips, to: '/pet-safety-tips' },
  { label: messages.faqs, to: '/faqs' },
  { label: messages.support, to: '/support' },
];

const SOCIAL = [
  { label: messages.facebook, href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: messages.instagram, href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: messages.x, href: 'https://x.com/', Icon: XIcon },
];

/** A titled column of footer links; the title names the navigation landmark. */
function FooterLinks({ title, links, className, listClassName }: { title: string; links: FooterLink[]; className: string; listClassName: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={title} className={className}>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className={listClassName}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-stone-300 transition-colors hover:text-white">
              {intl.formatMessage(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    // Not content-visibility: auto (skipping its rendering while off screen): on a prerendered page the footer
    // was never rendered before an accessibility check read its colours, which then saw light text on the
    // page's light background; the browser lays the prerendered footer out while parsing, not in a script.
    <footer className="mt-auto bg-stone-900 text-stone-100">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-4 lg:col-span-4">
          <Link to="/" className="inline-flex w-fit items-center gap-2.5" aria-label={t(messages.home)}>
            <span className="flex size-9 items-center justify-center rounded-2xl bg-primary text-white">
              <PawPrint className="size-5" aria-hidden="true" />
            </span>
            <span className="font-display text-xl font-extrabold">{SITE_NAME}</span>
          </Link>
          <p className="text-sm font-semibold text-amber-300">{t(messages.tagline)}</p>
          <p className="max-w-sm text-sm leading-relaxed text-stone-300">{t(messages.blurb)}</p>
          <ul className="flex gap-2" aria-label={t(messages.social)}>
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t(label)}
                  className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-stone-100 transition hover:bg-white/20"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title={t(messages.quickLinks)} links={QUICK_LINKS} className="lg:col-span-2" listClassName="flex flex-col gap-2.5" />
        <FooterLinks
          title={t(messages.resources)}
          links={RESOURCES}
          className="lg:col-span-3"
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2.5 lg:grid-cols-1"
        />

        <div className="flex flex-col gap-3 md:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t(messages.stayInTheLoop)}</h2>
          <p className="text-sm text-stone-300">{t(messages.newsletterBlurb)}</p>
          <NewsletterForm />
          <a href={`mailto:${TEAM_EMAIL}`} className="mt-2 inline-flex w-fit items-center gap-2 text-sm text-stone-300 hover:text-white">
            <Mail className="size-4" aria-hidden="true" /> {TEAM_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-xs text-stone-400 sm:flex-row sm:px-6 lg:px-8">
          <p>{intl.formatMessage(copyright, { year: new Date().getFullYear() })}</p>
          <p className="inline-flex items-center gap-1">
            {intl.formatMessage(madeWith, { heart: <Heart key="heart" className="size-3.5 fill-current text-rose-400" aria-label={t(messages.love)} /> })}
          </p>
        </div>
      </div>
    </footer>
  );
}
