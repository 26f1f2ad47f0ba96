import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import { localizeMessage } from '@pawpals/contracts';
import { languageOf, useIntl } from '../i18n/intl';
import { cn } from '../lib/cn';
import { InlineAlert } from './inline-alert';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control and its validation message, wired together for screen readers. The message is the
 * contracts' (the same zod rules as the server's), in English; on a Spanish page it is shown in Spanish from the
 * same catalog the gateway answers with (libs/contracts error-messages-es.ts).
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const language = languageOf(useIntl());
  const message = error ? localizeMessage(error, language) : undefined;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <InlineAlert id={messageId} className="font-medium">
          {message}
        </InlineAlert>
      ) : null}
    </div>
  );
}
