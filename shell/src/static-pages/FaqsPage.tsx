import { Link } from 'react-router-dom';
import { CircleQuestionMark } from 'lucide-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Button, PageContainer, useIntl } from '@pawpals/ui';
import { StaticHero } from './parts';

const messages = defineMessages({
  eyebrow: { id: 'static.faqs.eyebrow', defaultMessage: 'Help' },
  title: { id: 'static.faqs.title', defaultMessage: 'Frequently Asked Questions' },
  intro: {
    id: 'static.faqs.intro',
    defaultMessage: 'Quick answers about finding services, lost and found pets, reviews, your account and listing a business.',
  },
  gettingStarted: { id: 'static.faqs.gettingStarted', defaultMessage: 'Getting Started' },
  q1: { id: 'static.faqs.q1', defaultMessage: 'What is PawPals?' },
  a1: { id: 'static.faqs.a1', defaultMessage: 'PawPals is a free community directory of local pet services — groomers, pet stores, parks and veterinarians — with a lost-and-found board to help reunite pets with their families.' },
  q2: { id: 'static.faqs.q2', defaultMessage: 'Is PawPals free?' },
  a2: { id: 'static.faqs.a2', defaultMessage: 'Yes. PawPals is completely free for pet owners. Businesses can list for free and may choose optional premium features.' },
  q3: { id: 'static.faqs.q3', defaultMessage: 'How do I create an account?' },
  a3: { id: 'static.faqs.a3', defaultMessage: "Choose Sign Up, pick \"I'm a Pet Owner\" or \"I'm a Business Owner\", then fill in your name, username, email and a password of at least 8 characters." },
  directory: { id: 'static.faqs.directory', defaultMessage: 'Using the Service Directory' },
  q4: { id: 'static.faqs.q4', defaultMessage: 'How do I find a service near me?' },
  a4: { id: 'static.faqs.a4', defaultMessage: 'Use the search on the home page or the Find Services page. Search by name, city or description and filter by category, price range, minimum rating and distance.' },
  q5: { id: 'static.faqs.q5', defaultMessage: 'How does the distance filter work?' },
  a5: { id: 'static.faqs.a5', defaultMessage: 'Press "Enable Location" and allow your browser to share your position. We then show businesses within the distance you choose. Your location stays in your browser.' },
  q6: { id: 'static.faqs.q6', defaultMessage: 'What does the Featured badge mean?' },
  a6: { id: 'static.faqs.a6', defaultMessage: 'Featured businesses have switched on premium features. They appear at the top of search results; their reviews and ratings are never affected.' },
  lostFound: { id: 'static.faqs.lostFound', defaultMessage: 'Lost & Found Portal' },
  q7: { id: 'static.faqs.q7', defaultMessage: 'How do I report a lost or found pet?' },
  a7: { id: 'static.faqs.a7', defaultMessage: 'Sign in, open Lost & Found and press "Post a Pet". Add a photo, a description, where and when the pet was last seen and a phone number people can call.' },
  q8: { id: 'static.faqs.q8', defaultMessage: 'Who can see my post?' },
  a8: { id: 'static.faqs.a8', defaultMessage: 'Active posts are public so that anyone nearby can help. Only the contact number you type into the post is shown.' },
  q9: { id: 'static.faqs.q9', defaultMessage: 'What happens when a pet is reunited?' },
  a9: { id: 'static.faqs.a9', defaultMessage: 'The post is marked resolved and leaves the active list, so the community knows the search is over.' },
  reviews: { id: 'static.faqs.reviews', defaultMessage: 'Reviews & Ratings' },
  q10: { id: 'static.faqs.q10', defaultMessage: 'How are businesses rated?' },
  a10: { id: 'static.faqs.a10', defaultMessage: "Reviews are rated 1-5 stars, with an optional comment. A business's rating is the average of all its reviews, shown to one decimal place." },
  q11: { id: 'static.faqs.q11', defaultMessage: 'Can I edit or remove my review?' },
  a11: { id: 'static.faqs.a11', defaultMessage: 'Contact our support team and we will help you update or remove a review you wrote.' },
  q12: { id: 'static.faqs.q12', defaultMessage: 'What if I see a fake review?' },
  a12: { id: 'static.faqs.a12', defaultMessage: 'Let us know through the Contact page. Reviews must reflect genuine experiences, and we remove ones that break our community rules.' },
  account: { id: 'static.faqs.account', defaultMessage: 'Account & Privacy' },
  q13: { id: 'static.faqs.q13', defaultMessage: 'How is my data protected?' },
  a13: { id: 'static.faqs.a13', defaultMessage: 'Passwords are stored only as secure hashes, connections are encrypted and we never sell your personal information. See our Privacy Policy for details.' },
  q14: { id: 'static.faqs.q14', defaultMessage: 'How old do I need to be?' },
  a14: { id: 'static.faqs.a14', defaultMessage: 'You must be at least 13 years old to create a PawPals account.' },
  q15: { id: 'static.faqs.q15', defaultMessage: 'How do I delete my account?' },
  a15: { id: 'static.faqs.a15', defaultMessage: 'Send a request through the Contact page from the email address on your account and we will delete your account and content.' },
  business: { id: 'static.faqs.business', defaultMessage: 'For Business Owners' },
  q16: { id: 'static.faqs.q16', defaultMessage: 'How do I list my business?' },
  a16: { id: 'static.faqs.a16', defaultMessage: 'Sign up as a business owner, then fill in your business profile: name, category, address, contact details, services and pricing.' },
  q17: { id: 'static.faqs.q17', defaultMessage: 'How long until my listing is live?' },
  a17: { id: 'static.faqs.a17', defaultMessage: 'Business listings are reviewed and published within 24-48 hours.' },
  q18: { id: 'static.faqs.q18', defaultMessage: 'Can customers book appointments?' },
  a18: { id: 'static.faqs.a18', defaultMessage: 'Veterinarian businesses receive appointment requests they can confirm, decline or mark as completed. All businesses receive and reply to customer inquiries.' },
  moreTitle: { id: 'static.faqs.moreTitle', defaultMessage: 'Still have questions?' },
  moreText: { id: 'static.faqs.moreText', defaultMessage: 'Our support team is happy to help.' },
  supportLink: { id: 'static.faqs.supportLink', defaultMessage: 'Visit the Support Center' },
});

// `key` names a category in its heading's id and the accordion's values, the same in every language.
const FAQ_CATEGORIES: { key: string; title: MessageDescriptor; items: { q: MessageDescriptor; a: MessageDescriptor }[] }[] = [
  { key: 'gettingStarted', title: messages.gettingStarted, items: [{ q: messages.q1, a: messages.a1 }, { q: messages.q2, a: messages.a2 }, { q: messages.q3, a: messages.a3 }] },
  { key: 'directory', title: messages.directory, items: [{ q: messages.q4, a: messages.a4 }, { q: messages.q5, a: messages.a5 }, { q: messages.q6, a: messages.a6 }] },
  { key: 'lostFound', title: messages.lostFound, items: [{ q: messages.q7, a: messages.a7 }, { q: messages.q8, a: messages.a8 }, { q: messages.q9, a: messages.a9 }] },
  { key: 'reviews', title: messages.reviews, items: [{ q: messages.q10, a: messages.a10 }, { q: messages.q11, a: messages.a11 }, { q: messages.q12, a: messages.a12 }] },
  { key: 'account', title: messages.account, items: [{ q: messages.q13, a: messages.a13 }, { q: messages.q14, a: messages.a14 }, { q: messages.q15, a: messages.a15 }] },
  { key: 'business', title: messages.business, items: [{ q: messages.q16, a: messages.a16 }, { q: messages.q17, a: messages.a17 }, { q: messages.q18, a: messages.a18 }] },
];

/** /faqs: one accordion for all categories, so only one answer is open at a time and it can be closed. */
export function FaqsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <StaticHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} Icon={CircleQuestionMark}>
        <p>{t(messages.intro)}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <Accordion type="single" collapsible className="mx-auto flex max-w-3xl flex-col gap-8">
          {FAQ_CATEGORIES.map((category) => (
            <section key={category.key} aria-labelledby={`faq-${category.key}`} className="rounded-3xl border border-border bg-card px-6 py-5 shadow-sm">
              <h2 id={`faq-${category.key}`} className="font-display text-xl font-bold text-primary">
                {t(category.title)}
              </h2>
              {category.items.map((item) => (
                <AccordionItem key={item.q.id} value={item.q.id!}>
                  <AccordionTrigger className="text-base">{t(item.q)}</AccordionTrigger>
                  <AccordionContent>{t(item.a)}</AccordionContent>
                </AccordionItem>
              ))}
            </section>
          ))}
        </Accordion>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-3 rounded-3xl bg-sand px-6 py-10 text-center">
          <h2 className="font-display text-2xl font-bold">{t(messages.moreTitle)}</h2>
          <p className="text-muted-foreground">{t(messages.moreText)}</p>
          <Button asChild size="lg">
            <Link to="/support">{t(messages.supportLink)}</Link>
          </Button>
        </div>
      </PageContainer>
    </>
  );
}
