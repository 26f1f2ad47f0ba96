import { PawPrint } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';

/** The brand's name: the same in every language. */
const BRAND_NAME = 'PawPals';

const messages = defineMessages({
  tagline: { id: 'ui.brand.tagline', defaultMessage: 'Connecting Pet Families' },
});

/** The PawPals word mark: a paw in a warm badge plus the name. */
export function BrandMark({ className, withTagline = false }: { className?: string; withTagline?: boolean }) {
  const intl = useIntl();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-9 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
        <PawPrint className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-extrabold tracking-tight">{BRAND_NAME}</span>
        {withTagline ? <span className="mt-1 text-xs font-medium text-muted-foreground">{intl.formatMessage(messages.tagline)}</span> : null}
      </span>
    </span>
  );
}
