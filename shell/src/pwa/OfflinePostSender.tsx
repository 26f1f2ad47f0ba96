import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CloudUpload, TriangleAlert, X } from 'lucide-react';
import { lostFoundPetKeys } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { defineMessage, defineMessages } from 'react-intl';
import { Button, toast, useIntl, useOnline } from '@pawpals/ui';
import { onOutboxChange, queuedPosts, removeQueuedPost, sendQueuedPosts, type QueuedPost, type SendOutcome } from '@pawpals/uploads';

/** The words of the queue (docs/decisions/0145-offline-post-queue.md). */
const counted = {
  waitingOffline: defineMessage<{ count: number }>({
    id: 'shell.outbox.waitingOffline',
    defaultMessage:
      "{count, plural, one {Your post is saved on this device — it will be sent when you're back online} other {# posts are saved on this device — they will be sent when you're back online}}",
  }),
  sending: defineMessage<{ count: number }>({
    id: 'shell.outbox.sending',
    defaultMessage: '{count, plural, one {Sending your saved post…} other {Sending your # saved posts…}}',
  }),
};
const sentMessage = defineMessage<{ type: string }>({
  id: 'shell.outbox.sent',
  defaultMessage: '{type, select, found {Your found pet post was sent} other {Your lost pet post was sent}}',
});
const refusedWith = defineMessage<{ error: string }>({ id: 'shell.outbox.refusedWith', defaultMessage: 'Your saved post could not be sent: {error}' });
const m = defineMessages({
  sentText: { id: 'shell.outbox.sentText', defaultMessage: 'It appears on the board once a moderator has checked it, usually within a few hours.' },
  refused: { id: 'shell.outbox.refused', defaultMessage: 'Your saved post could not be sent' },
  fix: { id: 'shell.outbox.fix', defaultMessage: 'Fix and send' },
  discard: { id: 'shell.outbox.discard', defaultMessage: 'Discard' },
  view: { id: 'shell.outbox.view', defaultMessage: 'View post' },
  dismiss: { id: 'shell.outbox.dismiss', defaultMessage: 'Dismiss' },
});

/** Waits before trying again while online: 5 s, then 15 s, 45 s, … up to 5 minutes. */
const retryDelay = (failures: number) => Math.min(5_000 * 3 ** Math.max(0, failures - 1), 300_000);

type Sent = { petId: string; type: string | undefined };

/**
 * Sends the posts written offline (docs/decisions/0145-offline-post-queue.md), on every page: at start, on the
 * browser's `online` event, when a post is queued while online, and again after a while when a try got no
 * answer or a "later" answer. Only the signed-in member's own posts, and only one tab at a time (the queue's
 * Web Lock). Under the header it says what is waiting, what went out (with a link to it) and what the server
 * refused (with a link to fix it).
 */
export function OfflinePostSender() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const online = useOnline();
  const [queued, setQueued] = useState<QueuedPost[]>([]);
  const [sent, setSent] = useState<Sent | null>(null);
  const [sending, setSending] = useState(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  const refresh = useCallback(async (): Promise<QueuedPost[]> => {
    const list = userId ? await queuedPosts(userId).catch((): QueuedPost[] => []) : [];
    setQueued(list);
    return list;
  }, [userId]);

  const onOutcome = useCallback(
    (outcome: SendOutcome) => {
      if (outcome.kind === 'sent') {
        const type = outcome.post.fields.type;
        setSent({ petId: outcome.petId, type });
        toast({ title: intl.formatMessage(sentMessage, { type: type ?? 'lost' }), description: intl.formatMessage(m.sentText), variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.all });
        void queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.mine() });
      } else {
        toast({ title: intl.formatMessage(m.refused), description: outcome.message, variant: 'destructive' });
      }
    },
    [queryClient, intl],
  );

  const sendNow = useCallback(async () => {
    if (!userId || !navigator.onLine || running.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    running.current = true;
    setSending(true);
    try {
      const { stopped } = await sendQueuedPosts(userId, onOutcome);
      // Signed out: nothing until this member is signed in again. Otherwise, still online, try again later.
      if (stopped && stopped !== 'signed-out' && navigator.onLine) {
        failures.current += 1;
        timer.current = setTimeout(() => void sendNow(), retryDelay(failures.current));
      } else if (!stopped) failures.current = 0;
    } catch {
      /* the outbox could not be read (storage gone): nothing to send */
    } finally {
      running.current = false;
      setSending(false);
      void refresh();
    }
  }, [userId, onOutcome, refresh]);

  // At start (and when the member changes), on every change of the queue, and back online.
  useEffect(() => {
    if (!userId) {
      setQueued([]);
      return undefined;
    }
    void refresh().then(() => sendNow());
    const stopWatching = onOutboxChange(() => {
      // A post just queued while the browser says it is online (its answer was lost): try it at once. The
      // sender's own writes (tried posts) wait for their retry instead.
      void refresh().then((list) => {
        if (!running.current && list.some((post) => post.state === 'waiting' && post.attempts === 0)) void sendNow();
      });
    });
    const wake = () => {
      failures.current = 0;
      void sendNow();
    };
    window.addEventListener('online', wake);
    return () => {
      stopWatching();
      window.removeEventListener('online', wake);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [userId, refresh, sendNow]);

  const waiting = queued.filter((post) => post.state === 'waiting');
  const refused = queued.filter((post) => post.state === 'refused');
  if (!userId || (!waiting.length && !refused.length && !sent)) return null;

  return (
    <div role="status" data-testid="offline-posts" className="grid gap-1 bg-orange-50 px-4 py-2 text-center text-sm text-foreground">
      {waiting.length ? (
        <p className="flex items-center justify-center gap-2" data-testid="offline-posts-waiting">
          <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(online && sending ? counted.sending : counted.waitingOffline, { count: waiting.length })}
        </p>
      ) : null}
      {refused.map((post) => (
        <p key={post.id} className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1" data-testid="offline-posts-refused">
          <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            {intl.formatMessage(refusedWith, { error: post.error ?? '' })}
          </span>
          <Link className="font-semibold text-primary underline" to={`/lost-found/new?draft=${encodeURIComponent(post.id)}`}>
            {intl.formatMessage(m.fix)}
          </Link>
          <Button type="button" size="sm" variant="ghost" onClick={() => void removeQueuedPost(post.id)}>
            {intl.formatMessage(m.discard)}
          </Button>
        </p>
      ))}
      {sent ? (
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1" data-testid="offline-posts-sent">
          <CircleCheck className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
          <span>{intl.formatMessage(sentMessage, { type: sent.type ?? 'lost' })}</span>
          <Link className="font-semibold text-primary underline" to={`/lost-found/${sent.petId}`} onClick={() => setSent(null)}>
            {intl.formatMessage(m.view)}
          </Link>
          <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={intl.formatMessage(m.dismiss)} onClick={() => setSent(null)}>
            <X aria-hidden="true" />
          </Button>
        </p>
      ) : null}
    </div>
  );
}
