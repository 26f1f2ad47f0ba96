import { Briefcase, Dog } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { useReturnTo } from '@pawpals/session';
import { LinkCard, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { common } from '../../shared/messages';

const messages = defineMessages({
  title: { id: 'account.signup.chooserTitle', defaultMessage: 'Join PawPals' },
  description: { id: 'account.signup.chooserDescription', defaultMessage: 'How will you be using PawPals?' },
  petOwnerTitle: { id: 'account.signup.petOwnerTitle', defaultMessage: "I'm a Pet Owner" },
  petOwnerText: { id: 'account.signup.petOwnerText', defaultMessage: 'Find services, save favourites, write reviews and post lost or found pets.' },
  businessOwnerTitle: { id: 'account.signup.businessOwnerTitle', defaultMessage: "I'm a Business Owner" },
  businessOwnerText: {
    id: 'account.signup.businessOwnerText',
    defaultMessage: 'List your groomer, store, park or vet practice and connect with local pet families.',
  },
  getStarted: { id: 'account.signup.getStarted', defaultMessage: 'Get started' },
});

const CHOICES = [
  {
    to: '/signup/user',
    title: messages.petOwnerTitle,
    text: messages.petOwnerText,
    Icon: Dog,
    tone: 'bg-orange-100 text-orange-800',
  },
  {
    to: '/signup/business',
    title: messages.businessOwnerTitle,
    text: messages.businessOwnerText,
    Icon: Briefcase,
    tone: 'bg-teal-100 text-teal-800',
  },
];

/** /signup: choose the kind of account; a returnTo is passed on to the chosen form. */
export function SignupChooserPage() {
  const intl = useIntl();
  const returnTo = useReturnTo('/services');
  return (
    <AuthCard
      wide
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={{ question: intl.formatMessage(common.alreadyHaveAccount), to: returnTo.carry('/login'), label: intl.formatMessage(common.logIn) }}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ to, title, text, Icon, tone }) => (
          <li key={to}>
            <LinkCard
              to={returnTo.carry(to)}
              Icon={Icon}
              tile={tone}
              title={intl.formatMessage(title)}
              text={intl.formatMessage(text)}
              cta={intl.formatMessage(messages.getStarted)}
              className="gap-3 border-2 hover:-translate-y-0.5 hover:border-primary"
              arrowClassName="transition group-hover:translate-x-0.5"
            />
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
