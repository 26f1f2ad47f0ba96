import { Link } from 'react-router-dom';
import { Dog } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, PageContainer, useIntl } from '@pawpals/ui';

const m = defineMessages({
  title: { id: 'shell.notFound.title', defaultMessage: '404 Page Not Found' },
  text: { id: 'shell.notFound.text', defaultMessage: "We sniffed everywhere but couldn't find that page. It may have moved, or the link might be mistyped." },
  home: { id: 'shell.notFound.home', defaultMessage: 'Back to home' },
  services: { id: 'shell.notFound.services', defaultMessage: 'Find Services' },
});

/** Any path nobody owns (docs/product.md#pages-and-addresses). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-20 text-center">
      <span className="flex size-24 items-center justify-center rounded-[2rem] bg-accent text-accent-foreground">
        <Dog className="size-12" aria-hidden="true" />
      </span>
      <h1 className="font-display text-4xl font-extrabold tracking-tight">{intl.formatMessage(m.title)}</h1>
      <p className="max-w-md text-lg text-muted-foreground">{intl.formatMessage(m.text)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">{intl.formatMessage(m.home)}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">{intl.formatMessage(m.services)}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
