import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Clock } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { useIntl } from '@pawpals/ui';
import { PetShareButtons, PrintFlyerButton } from '../sharing';
import { AlertOffer } from './AlertOffer';

/**
 * What the poster is told right after posting. How long review usually takes: moderators are people, so it is a
 * usual time ("usually within a few hours"), not a promise (docs/decisions/0071-after-posting.md).
 */
const messages = defineMessages({
  heading: { id: 'lostfound.afterPosting.heading', defaultMessage: 'What happens now' },
  awaitingReview: {
    id: 'lostfound.afterPosting.awaitingReview',
    defaultMessage: 'Your post is awaiting review',
  },
  onBoard: { id: 'lostfound.afterPosting.onBoard', defaultMessage: 'Your post is on the board' },
  reviewTime: {
    id: 'lostfound.afterPosting.reviewTime',
    defaultMessage:
      'A moderator checks every new post, usually within a few hours. Until then only you can see it; once approved it appears on the board and the map, and neighbours with alerts nearby are told.',
  },
  visible: {
    id: 'lostfound.afterPosting.visible',
    defaultMessage: 'Neighbours can see it on the board and the map.',
  },
  shareIt: { id: 'lostfound.afterPosting.shareIt', defaultMessage: 'Share it' },
  copyLinkNow: {
    id: 'lostfound.afterPosting.copyLinkNow',
    defaultMessage: 'Copy the link now: it opens for everyone once the post is approved.',
  },
  moreSee: {
    id: 'lostfound.afterPosting.moreSee',
    defaultMessage: 'The more people who see it, the sooner a pet gets home.',
  },
  flyers: { id: 'lostfound.afterPosting.flyers', defaultMessage: 'Put up flyers' },
});

/** What the post form sends along when it opens the new post's page. */
export interface JustPostedState {
  justPosted?: boolean;
}

/**
 * Whether the page was opened by the post form just now. Read once: the navigation state is then cleared, so a
 * reload or a later visit shows the post itself.
 */
export function useJustPosted(): boolean {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const [justPosted] = useState(() => !!(state as JustPostedState | null)?.justPosted);
  useEffect(() => {
    if (justPosted) navigate({ pathname, search }, { replace: true, state: null });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return justPosted;
}

/**
 * "What happens now", at the top of a post's page right after posting: it awaits review and
 * for how long, then the next steps — share the link, print the flyer, turn on alerts near the place.
 */
export function AfterPosting({ pet, title }: { pet: LostFoundPet; title: string }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const pending = pet.approvalStatus === 'pending';
  return (
    <section
      aria-labelledby="after-posting-heading"
      className="mb-8 grid gap-4 rounded-3xl border border-primary/25 bg-accent/40 p-5 sm:p-6"
      data-testid="after-posting"
    >
      <h2
        id="after-posting-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold outline-none"
      >
        {intl.formatMessage(messages.heading)}
      </h2>
      <div className="flex gap-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 className="font-bold">
            {intl.formatMessage(pending ? messages.awaitingReview : messages.onBoard)}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="review-time">
            {intl.formatMessage(pending ? messages.reviewTime : messages.visible)}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="font-bold">{intl.formatMessage(messages.shareIt)}</h3>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(pending ? messages.copyLinkNow : messages.moreSee)}
        </p>
        <PetShareButtons pet={pet} title={title} />
      </div>
      <div className="grid gap-2">
        <h3 className="font-bold">{intl.formatMessage(messages.flyers)}</h3>
        <PrintFlyerButton petId={pet.id} testId="after-posting-flyer" />
      </div>
      <AlertOffer posted={pet} />
    </section>
  );
}
