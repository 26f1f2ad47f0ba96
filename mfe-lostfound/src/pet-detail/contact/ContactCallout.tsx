import { useEffect, useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LogIn, MessageSquare } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { useAuthPath, useCurrentUser } from '@pawpals/session';
import { Button, useIntl } from '@pawpals/ui';
import { useSendPetMessage } from './api/send-pet-message';
import { posterRole, shownPhone } from './contact';
import { PetMessageDialog } from './PetMessageDialog';

const messages = defineMessages({
  messageTitle: defineMessage<{ role: string }>({
    id: 'lostfound.contact.messageTitle',
    defaultMessage: 'Message the {role, select, finder {finder} other {owner}}',
  }),
  messageDescription: defineMessage<{ role: string; title: string }>({
    id: 'lostfound.contact.messageDescription',
    defaultMessage:
      'Write to the {role, select, finder {finder} other {owner}} of {title}. Only your first name is shown; they reply in PawPals.',
  }),
  placeholderLost: {
    id: 'lostfound.contact.placeholderLost',
    defaultMessage: 'Where and when did you see them? Which way were they going?',
  },
  placeholderFound: {
    id: 'lostfound.contact.placeholderFound',
    defaultMessage: 'Describe your pet: markings, collar, microchip…',
  },
  logInToMessage: defineMessage<{ role: string }>({
    id: 'lostfound.contact.logInToMessage',
    defaultMessage:
      'Log in to message the {role, select, finder {finder} other {owner}} — your details stay private.',
  }),
  logIn: { id: 'lostfound.contact.logIn', defaultMessage: 'Log In' },
  signUpFree: { id: 'lostfound.contact.signUpFree', defaultMessage: 'Sign Up Free' },
  adviceLostPhone: {
    id: 'lostfound.contact.adviceLostPhone',
    defaultMessage:
      "Call or message right away and say where and when you saw them. Please don't chase — a scared pet may run.",
  },
  adviceFoundPhone: {
    id: 'lostfound.contact.adviceFoundPhone',
    defaultMessage:
      'Call or message the finder and describe your pet (markings, collar, microchip) so they know it is yours.',
  },
  adviceLost: {
    id: 'lostfound.contact.adviceLost',
    defaultMessage:
      "Message the owner right away and say where and when you saw them. Please don't chase — a scared pet may run.",
  },
  adviceFound: {
    id: 'lostfound.contact.adviceFound',
    defaultMessage:
      'Message the finder and describe your pet (markings, collar, microchip) so they know it is yours.',
  },
  reachByMessage: {
    id: 'lostfound.contact.reachByMessage',
    defaultMessage: 'Neighbours reach you by message',
  },
  seenThisPet: { id: 'lostfound.contact.seenThisPet', defaultMessage: 'Seen this pet?' },
  isThisYourPet: { id: 'lostfound.contact.isThisYourPet', defaultMessage: 'Is this your pet?' },
  ownerPhone: defineMessage<{ link: MessageTag }>({
    id: 'lostfound.contact.ownerPhone',
    defaultMessage:
      'Neighbours can call you or message you, and you answer in <link>Pet messages on your dashboard</link>.',
  }),
  ownerPrivate: defineMessage<{ link: MessageTag }>({
    id: 'lostfound.contact.ownerPrivate',
    defaultMessage:
      'Your phone stays private: neighbours message you, and you answer in <link>Pet messages on your dashboard</link>.',
  }),
});

/** The `then` of "Log in to message": back on the pet page, the message dialog is open. */
const RESUME_MESSAGE = 'message';

/** Whether the page came back from signing in to write a message; `then` then leaves the URL (no reopening on reload). */
function useResumeMessage(): boolean {
  const [params, setParams] = useSearchParams();
  const [resumed] = useState(() => params.get('then') === RESUME_MESSAGE);
  useEffect(() => {
    if (!resumed || !params.has('then')) return;
    const next = new URLSearchParams(params);
    next.delete('then');
    setParams(next, { replace: true });
  }, [resumed, params, setParams]);
  return resumed;
}

/** "Message the owner" (or finder): the visitor's private conversation with the poster, opened by `trigger`. */
export function MessagePosterDialog({
  pet,
  title,
  trigger,
}: {
  pet: LostFoundPet;
  title: string;
  trigger: ReactElement;
}) {
  const send = useSendPetMessage(pet.id);
  const role = posterRole(pet);
  const resumed = useResumeMessage();
  const intl = useIntl();
  return (
    <PetMessageDialog
      initiallyOpen={resumed}
      send={send}
      title={intl.formatMessage(messages.messageTitle, { role })}
      description={intl.formatMessage(messages.messageDescription, { role, title })}
      placeholder={intl.formatMessage(
        pet.type === 'lost' ? messages.placeholderLost : messages.placeholderFound,
      )}
      trigger={trigger}
    />
  );
}

/** A signed-out visitor's way to the member actions (as on a business page); signing in comes back with the message open. */
function SignInToMessage({ role }: { role: 'owner' | 'finder' }) {
  const loginPath = useAuthPath('/login', RESUME_MESSAGE);
  const signupPath = useAuthPath('/signup', RESUME_MESSAGE);
  const intl = useIntl();
  return (
    <div className="mt-2 grid gap-2" data-testid="signed-out-prompt">
      <p className="text-sm font-semibold">{intl.formatMessage(messages.logInToMessage, { role })}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline" className="border-transparent text-primary">
          <Link to={loginPath}>
            <LogIn aria-hidden="true" /> {intl.formatMessage(messages.logIn)}
          </Link>
        </Button>
        <Button
          asChild
          size="sm"
          variant="outline"
          className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          <Link to={signupPath}>{intl.formatMessage(messages.signUpFree)}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * How to reach the poster of an active post, below the page's head (whose button is the main way: Call, or
 * Message when the phone stays private): the advice, a private message beside a shown phone for signed-in
 * visitors (a sign-in prompt when signed out). The poster sees where messages arrive.
 */
export function ContactCallout({ pet, title }: { pet: LostFoundPet; title: string }) {
  const { isAuthenticated } = useCurrentUser();
  const intl = useIntl();
  const phone = shownPhone(pet);
  const lost = pet.type === 'lost';
  const role = posterRole(pet);
  const advice = intl.formatMessage(
    phone
      ? lost
        ? messages.adviceLostPhone
        : messages.adviceFoundPhone
      : lost
        ? messages.adviceLost
        : messages.adviceFound,
  );
  const dashboardLink = (chunks: React.ReactNode[]) => (
    <Link to="/dashboard#pet-messages" className="font-semibold underline underline-offset-4">
      {chunks}
    </Link>
  );
  return (
    <div
      className="grid gap-2 rounded-3xl bg-primary p-5 text-primary-foreground shadow-sm"
      data-testid="contact-callout"
    >
      <p className="font-display text-lg font-bold">
        {intl.formatMessage(
          pet.isOwner && !phone
            ? messages.reachByMessage
            : lost
              ? messages.seenThisPet
              : messages.isThisYourPet,
        )}
      </p>
      {pet.isOwner ? (
        <p className="text-sm text-primary-foreground">
          {intl.formatMessage(phone ? messages.ownerPhone : messages.ownerPrivate, { link: dashboardLink })}
        </p>
      ) : (
        <p className="text-sm text-primary-foreground">{advice}</p>
      )}
      {/* The head's button calls; a message is the second way. */}
      {!pet.isOwner && isAuthenticated && phone ? (
        <MessagePosterDialog
          pet={pet}
          title={title}
          trigger={
            <Button
              size="lg"
              variant="outline"
              className="mt-2 w-full border-transparent text-primary sm:w-fit"
              data-testid="message-poster"
            >
              <MessageSquare aria-hidden="true" /> {intl.formatMessage(messages.messageTitle, { role })}
            </Button>
          }
        />
      ) : null}
      {!pet.isOwner && !isAuthenticated ? <SignInToMessage role={role} /> : null}
    </div>
  );
}
