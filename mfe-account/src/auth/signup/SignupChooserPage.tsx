import { Link } from 'react-router-dom';
import { ArrowRight, Briefcase, Dog } from 'lucide-react';
import { useReturnTo } from '@pawpals/session';
import { AuthCard, AuthFooterLink } from '../components/AuthCard';

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
      footer={
        <AuthFooterLink question="Already have an account?" to={returnTo.carry('/login')}>
          Log in
        </AuthFooterLink>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ to, title, text, Icon, tone }) => (
          <li key={to}>
            <Link
              to={returnTo.carry(to)}
              className="group flex h-full flex-col gap-3 rounded-3xl border-2 border-border bg-card p-6 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-lg focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className={`flex size-14 items-center justify-center rounded-2xl ${tone}`}>
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <span className="font-display text-xl font-bold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-bold text-primary">
                Get started <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
