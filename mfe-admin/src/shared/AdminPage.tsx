import type { ReactNode } from 'react';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { RefreshCw } from 'lucide-react';
import { Button, LoadingRegion, Skeleton, useIntl } from '@pawpals/ui';
import { errorMessageOf } from '@pawpals/api-client';
import { Notice } from './Notice';

const messages = defineMessages({
  tryAgain: { id: 'admin.page.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'admin.page.loading', defaultMessage: 'Loading' },
});
const couldNotLoad = defineMessage<{ what: MessageValue }>({ id: 'admin.page.couldNotLoad', defaultMessage: 'Could not load {what}.' });

/** Title block of an admin page. */
export function AdminPageHeader({ title, description, icon, actions }: { title: string; description?: ReactNode; icon?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="flex items-center gap-3">
        {icon ? <span className="flex size-11 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span> : null}
        <div>
          <h1 className="font-display text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {actions}
    </div>
  );
}

/** A failed read: what went wrong and a retry (`what`: "the users", in the page's language). */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Notice
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" /> {intl.formatMessage(messages.tryAgain)}
        </Button>
      }
    >
      <p>
        <strong className="font-bold">{intl.formatMessage(couldNotLoad, { what })}</strong> {errorMessageOf(error, '')}
      </p>
    </Notice>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <LoadingRegion label={intl.formatMessage(messages.loading)} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </LoadingRegion>
  );
}

/** An empty list. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-border bg-card/60 px-6 py-12 text-center">
      {icon ? <span className="text-muted-foreground">{icon}</span> : null}
      <p className="font-semibold text-foreground">{title}</p>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
