import { Link } from 'react-router-dom';
import { Heart, Mail, PawPrint } from 'lucide-react';
import { NewsletterForm } from './NewsletterForm';
import { FacebookIcon, InstagramIcon, XIcon } from './SocialIcons';

const QUICK_LINKS = [
  { label: 'Find Services', to: '/services' },
  { label: 'Lost & Found', to: '/lost-found' },
  { label: 'For Businesses', to: '/my-business' },
];

const RESOURCES = [
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Pet Safety Tips', to: '/pet-safety-tips' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Support Center', to: '/support' },
];

const SOCIAL = [
  { label: 'PawPals on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'PawPals on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'PawPals on X', href: 'https://x.com/', Icon: XIcon },
];

/** A titled column of footer links; the title names the navigation landmark. */
function FooterLinks({ title, links, className, listClassName }: { title: string; links: typeof RESOURCES; className: string; listClassName: string }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className={listClassName}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-stone-300 transition-colors hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    // Not content-visibility: auto (skipping its rendering while off screen): on a prerendered page the footer
    // was never rendered before an accessibility check read its colours, which then saw light text on the
    // page's light background; the browser lays the prerendered footer out while parsing, not in a script.
    <footer className="mt-auto bg-stone-900 text-stone-100">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-4 lg:col-span-4">
          <Link to="/" className="inline-flex w-fit items-center gap-2.5" aria-label="PawPals home">
            <span className="flex size-9 items-center justify-center rounded-2xl bg-primary text-white">
              <PawPrint className="size-5" aria-hidden="true" />
            </span>
            <span className="font-display text-xl font-extrabold">PawPals</span>
          </Link>
          <p className="text-sm font-semibold text-amber-300">Connecting Pet Families</p>
          <p className="max-w-sm text-sm leading-relaxed text-stone-300">
            Find trusted groomers, pet stores, parks and veterinarians near you, and help lost pets find their way home. Free
            for pet owners, always.
          </p>
          <ul className="flex gap-2" aria-label="Social links">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-stone-100 transition hover:bg-white/20"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title="Quick Links" links={QUICK_LINKS} className="lg:col-span-2" listClassName="flex flex-col gap-2.5" />
        <FooterLinks
          title="Resources"
          links={RESOURCES}
          className="lg:col-span-3"
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2.5 lg:grid-cols-1"
        />

        <div className="flex flex-col gap-3 md:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Stay in the loop</h2>
          <p className="text-sm text-stone-300">Lost-pet alerts and community news for your area, about twice a month.</p>
          <NewsletterForm />
          <a href="mailto:hello@pawpals.app" className="mt-2 inline-flex w-fit items-center gap-2 text-sm text-stone-300 hover:text-white">
            <Mail className="size-4" aria-hidden="true" /> hello@pawpals.app
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-xs text-stone-400 sm:flex-row sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} PawPals. All rights reserved.</p>
          <p className="inline-flex items-center gap-1">
            Made with <Heart className="size-3.5 fill-current text-rose-400" aria-label="love" /> for pets and the people who love them
          </p>
        </div>
      </div>
    </footer>
  );
}
