import { Briefcase, Dog } from 'lucide-react';
import { useReturnTo } from '@pawpals/session';
import { LinkCard } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';

const CHOICES = [
  {
    to: '/signup/user',
    title: "I'm a Pet Owner",
    text: 'Find services, save favourites, write reviews and post lost or found pets.',
    Icon: Dog,
    tone: 'bg-orange-100 text-orange-800',
  },
  {
    to: '/signup/business',
    title: "I'm a Business Owner",
    text: 'List your groomer, store, park or vet practice and connect with local pet families.',
    Icon: Briefcase,
    tone: 'bg-teal-100 text-teal-800',
  },
];

/** /signup: choose the kind of account; a returnTo is passed on to the chosen form. */
export function SignupChooserPage() {
  const returnTo = useReturnTo('/services');
  return (
    <AuthCard
      wide
      title="Join PawPals"
      description="How will you be using PawPals?"
      footer={{ question: 'Already have an account?', to: returnTo.carry('/login'), label: 'Log in' }}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ to, title, text, Icon, tone }) => (
          <li key={to}>
            <LinkCard
              to={returnTo.carry(to)}
              Icon={Icon}
              tile={tone}
              title={title}
              text={text}
              cta="Get started"
              className="gap-3 border-2 hover:-translate-y-0.5 hover:border-primary"
              arrowClassName="transition group-hover:translate-x-0.5"
            />
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
