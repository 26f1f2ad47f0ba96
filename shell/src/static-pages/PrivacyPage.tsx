import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { LegalPage } from './parts';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" Icon={Lock}>
      <section>
        <h2>Who we are</h2>
        <p>
          PawPals (&quot;we&quot;, &quot;us&quot;) runs a community directory of pet services and a lost-and-found board for pets. This
          policy explains what personal information we collect, why, and the choices you have.
        </p>
      </section>
      <section>
        <h2>Information we collect</h2>
        <ul>
          <li>Account details: your first and last name, username, email address and a securely hashed password.</li>
          <li>Content you share: reviews, messages to businesses, appointment requests and lost or found pet posts, including photos and the contact phone number you choose to publish.</li>
          <li>Business details, if you list a business: name, address, phone, website, services and pricing.</li>
          <li>Your location, only when you press &quot;Enable Location&quot; to filter by distance. It stays in your browser and is not stored on our servers.</li>
          <li>Basic technical data such as a session cookie that keeps you signed in.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To run your account and show you relevant services, reviews and notifications.</li>
          <li>To pass your inquiries and appointment requests to the business you contacted.</li>
          <li>To help reunite lost pets, by showing your post and contact number publicly while it is active.</li>
          <li>To keep PawPals safe: moderating posts, preventing abuse and securing accounts.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for third-party advertising.</p>
      </section>
      <section>
        <h2>Sharing</h2>
        <p>
          Businesses see the messages and appointment requests you send them. Reviews and lost-and-found posts are public. We use
          carefully chosen service providers (hosting, email, file storage) bound by confidentiality, and we disclose information
          when the law requires it.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>You can update your details or ask us to delete your account and content at any time.</li>
          <li>You can unsubscribe from newsletter emails using the link in every message.</li>
          <li>You can block cookies in your browser, but you will not be able to stay signed in.</li>
        </ul>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          PawPals is not intended for children under 13, and we do not knowingly collect personal information from anyone under
          13. If you believe a child has given us information, please contact us and we will delete it.
        </p>
      </section>
      <section>
        <h2>Security and retention</h2>
        <p>
          Passwords are stored only as strong one-way hashes, connections are encrypted, and we keep information only as long as
          your account is active or as needed to meet legal obligations.
        </p>
      </section>
      <section>
        <h2>Contact us</h2>
        <p>
          Questions about this policy or your data? <Link to="/contact" className="font-semibold text-primary underline">Contact us</Link>{' '}
          and we will respond within 24 hours on business days.
        </p>
      </section>
    </LegalPage>
  );
}
