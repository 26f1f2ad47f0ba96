import type { ComponentProps } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
});

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const intl = useIntl();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary/25 border-t-primary" />
      <span className="sr-only">{label ?? intl.formatMessage(messages.loading)}</span>
    </span>
  );
}
