import { CloudOff, RefreshCw } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, PageContainer, useIntl } from '@pawpals/ui';

const m = defineMessages({
  title: { id: 'shell.sectionUnavailable.title', defaultMessage: 'This section is unavailable' },
  text: { id: 'shell.sectionUnavailable.text', defaultMessage: "We couldn't load this part of PawPals right now. The rest of the site still works — try again in a moment." },
  retrying: { id: 'shell.sectionUnavailable.retrying', defaultMessage: 'Retrying...' },
  retry: { id: 'shell.sectionUnavailable.retry', defaultMessage: 'Retry' },
});

/** Contained panel shown where a remote section failed to load; the rest of the app keeps working. */
export function SectionUnavailable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl();
  return (
    <PageContainer className="py-16">
      <section
        role="alert"
        aria-labelledby="section-unavailable-title"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border border-border bg-card px-6 py-12 text-center shadow-sm"
      >
        <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">
          <CloudOff className="size-8" aria-hidden="true" />
        </span>
        <h2 id="section-unavailable-title" className="font-display text-2xl font-bold">
          {intl.formatMessage(m.title)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(m.text)}</p>
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {intl.formatMessage(retrying ? m.retrying : m.retry)}
        </Button>
      </section>
    </PageContainer>
  );
}
