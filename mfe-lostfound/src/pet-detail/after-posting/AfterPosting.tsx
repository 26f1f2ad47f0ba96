import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Clock } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { PetShareButtons, PrintFlyerButton } from '../sharing';
import { AlertOffer } from './AlertOffer';

/**
 * How long review usually takes, as the poster is told. Moderators are people, so it is a
 * usual time, not a promise (docs/decisions/0071-after-posting.md).
 */
export const TYPICAL_REVIEW_TIME = 'usually within a few hours';

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
        What happens now
      </h2>
      <div className="flex gap-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 className="font-bold">
            {pending ? 'Your post is awaiting review' : 'Your post is on the board'}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="review-time">
            {pending
              ? `A moderator checks every new post, ${TYPICAL_REVIEW_TIME}. Until then only you can see it; once approved it appears on the board and the map, and neighbours with alerts nearby are told.`
              : 'Neighbours can see it on the board and the map.'}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="font-bold">Share it</h3>
        <p className="text-sm text-muted-foreground">
          {pending
            ? 'Copy the link now: it opens for everyone once the post is approved.'
            : 'The more people who see it, the sooner a pet gets home.'}
        </p>
        <PetShareButtons pet={pet} title={title} />
      </div>
      <div className="grid gap-2">
        <h3 className="font-bold">Put up flyers</h3>
        <PrintFlyerButton petId={pet.id} testId="after-posting-flyer" />
      </div>
      <AlertOffer posted={pet} />
    </section>
  );
}
