import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { LegalPage } from './parts';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" Icon={FileText}>
      <section>
        <h2>Welcome to PawPals</h2>
        <p>
          By creating an account or using PawPals you agree to these terms. Please read them carefully; if you do not agree, please
          do not use the service.
        </p>
      </section>
      <section>
        <h2>Who can use PawPals</h2>
        <p>
          You must be at least 13 years old to use PawPals. Children under 13 may not create an account. If you use PawPals on
          behalf of a business, you confirm you are allowed to act for that business.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Keep your password private; you are responsible for activity on your account.</li>
          <li>Give accurate information, and keep your business details up to date.</li>
          <li>Tell us straight away if you think your account has been misused.</li>
        </ul>
      </section>
      <section>
        <h2>Community rules</h2>
        <ul>
          <li>Reviews must reflect your genuine experience. No fake, paid or retaliatory reviews.</li>
          <li>Lost and found posts must be about real animals and real sightings.</li>
          <li>Be kind. No harassment, hate speech, spam or sharing other people&apos;s private information.</li>
          <li>No selling animals or advertising through reviews, messages or pet posts.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules.</p>
      </section>
      <section>
        <h2>Businesses</h2>
        <p>
          Business listings are reviewed before they are published. Businesses are responsible for the accuracy of their listing,
          pricing and the services they provide. Premium features are optional and can be switched off at any time.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          You keep ownership of what you post. You give PawPals permission to display it on the service so the community can see it.
          You can delete your content at any time.
        </p>
      </section>
      <section>
        <h2>Disclaimers</h2>
        <p>
          PawPals connects people; we do not provide pet care, veterinary advice or guarantees about any business. In an emergency,
          contact your veterinarian or an animal poison control line immediately.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update these terms. When we make significant changes we will let you know on the site before they apply.</p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms? <Link to="/contact" className="font-semibold text-primary underline">Contact us</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
