import { Link } from 'react-router-dom';
import { CircleQuestionMark } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Button, PageContainer } from '@pawpals/ui';
import { StaticHero } from './parts';

const FAQ_CATEGORIES: { title: string; items: { q: string; a: string }[] }[] = [
  {
    title: 'Getting Started',
    items: [
      { q: 'What is PawPals?', a: 'PawPals is a free community directory of local pet services — groomers, pet stores, parks and veterinarians — with a lost-and-found board to help reunite pets with their families.' },
      { q: 'Is PawPals free?', a: 'Yes. PawPals is completely free for pet owners. Businesses can list for free and may choose optional premium features.' },
      { q: 'How do I create an account?', a: 'Choose Sign Up, pick "I\'m a Pet Owner" or "I\'m a Business Owner", then fill in your name, username, email and a password of at least 8 characters.' },
    ],
  },
  {
    title: 'Using the Service Directory',
    items: [
      { q: 'How do I find a service near me?', a: 'Use the search on the home page or the Find Services page. Search by name, city or description and filter by category, price range, minimum rating and distance.' },
      { q: 'How does the distance filter work?', a: 'Press "Enable Location" and allow your browser to share your position. We then show businesses within the distance you choose. Your location stays in your browser.' },
      { q: 'What does the Featured badge mean?', a: 'Featured businesses have switched on premium features. They appear at the top of search results; their reviews and ratings are never affected.' },
    ],
  },
  {
    title: 'Lost & Found Portal',
    items: [
      { q: 'How do I report a lost or found pet?', a: 'Sign in, open Lost & Found and press "Post a Pet". Add a photo, a description, where and when the pet was last seen and a phone number people can call.' },
      { q: 'Who can see my post?', a: 'Active posts are public so that anyone nearby can help. Only the contact number you type into the post is shown.' },
      { q: 'What happens when a pet is reunited?', a: 'The post is marked resolved and leaves the active list, so the community knows the search is over.' },
    ],
  },
  {
    title: 'Reviews & Ratings',
    items: [
      { q: 'How are businesses rated?', a: 'Reviews are rated 1-5 stars, with an optional comment. A business\'s rating is the average of all its reviews, shown to one decimal place.' },
      { q: 'Can I edit or remove my review?', a: 'Contact our support team and we will help you update or remove a review you wrote.' },
      { q: 'What if I see a fake review?', a: 'Let us know through the Contact page. Reviews must reflect genuine experiences, and we remove ones that break our community rules.' },
    ],
  },
  {
    title: 'Account & Privacy',
    items: [
      { q: 'How is my data protected?', a: 'Passwords are stored only as secure hashes, connections are encrypted and we never sell your personal information. See our Privacy Policy for details.' },
      { q: 'How old do I need to be?', a: 'You must be at least 13 years old to create a PawPals account.' },
      { q: 'How do I delete my account?', a: 'Send a request through the Contact page from the email address on your account and we will delete your account and content.' },
    ],
  },
  {
    title: 'For Business Owners',
    items: [
      { q: 'How do I list my business?', a: 'Sign up as a business owner, then fill in your business profile: name, category, address, contact details, services and pricing.' },
      { q: 'How long until my listing is live?', a: 'Business listings are reviewed and published within 24-48 hours.' },
      { q: 'Can customers book appointments?', a: 'Veterinarian businesses receive appointment requests they can confirm, decline or mark as completed. All businesses receive and reply to customer inquiries.' },
    ],
  },
];

/** /faqs: one accordion for all categories, so only one answer is open at a time and it can be closed. */
export function FaqsPage() {
  return (
    <>
      <StaticHero eyebrow="Help" title="Frequently Asked Questions" Icon={CircleQuestionMark}>
        <p>Quick answers about finding services, lost and found pets, reviews, your account and listing a business.</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <Accordion type="single" collapsible className="mx-auto flex max-w-3xl flex-col gap-8">
          {FAQ_CATEGORIES.map((category) => (
            <section key={category.title} aria-labelledby={`faq-${category.title}`} className="rounded-3xl border border-border bg-card px-6 py-5 shadow-sm">
              <h2 id={`faq-${category.title}`} className="font-display text-xl font-bold text-primary">
                {category.title}
              </h2>
              {category.items.map((item) => (
                <AccordionItem key={item.q} value={`${category.title}: ${item.q}`}>
                  <AccordionTrigger className="text-base">{item.q}</AccordionTrigger>
                  <AccordionContent>{item.a}</AccordionContent>
                </AccordionItem>
              ))}
            </section>
          ))}
        </Accordion>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-3 rounded-3xl bg-sand px-6 py-10 text-center">
          <h2 className="font-display text-2xl font-bold">Still have questions?</h2>
          <p className="text-muted-foreground">Our support team is happy to help.</p>
          <Button asChild size="lg">
            <Link to="/support">Visit the Support Center</Link>
          </Button>
        </div>
      </PageContainer>
    </>
  );
}
