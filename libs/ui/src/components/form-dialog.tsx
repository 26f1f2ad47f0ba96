import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog';
import { InlineAlert } from './inline-alert';

const messages = defineMessages({
  loadingForm: { id: 'ui.formDialog.loadingForm', defaultMessage: 'Loading the form…' },
});

/** A dialog opened by its own button (`trigger`), with a title and a line saying what it is for. */
export function TriggerDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A TriggerDialog whose form is loaded when it first opens (a `lazy` component rendered by `form`, given
 * the callback that closes the dialog once the form is sent); until then a line of the form's height
 * (`loadingClassName`, a min-height) says it is loading.
 */
export function LazyFormDialog({
  form,
  loadingClassName,
  ...dialog
}: Omit<Parameters<typeof TriggerDialog>[0], 'open' | 'onOpenChange' | 'children'> & {
  form: (close: () => void) => ReactNode;
  loadingClassName: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <TriggerDialog open={open} onOpenChange={setOpen} {...dialog}>
      <Suspense fallback={<p className={cn(loadingClassName, 'text-sm text-muted-foreground')}>{intl.formatMessage(messages.loadingForm)}</p>}>
        {form(() => setOpen(false))}
      </Suspense>
    </TriggerDialog>
  );
}

/** The end of a dialog's form: why the server refused it (when it did), then Cancel and the submit button. */
export function DialogFormEnd({ error, cancelLabel, children }: { error: string | null; cancelLabel?: ReactNode; children: ReactNode }) {
  return (
    <>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
      <DialogFormFooter cancelLabel={cancelLabel}>{children}</DialogFormFooter>
    </>
  );
}

/**
 * A TriggerDialog whose body is one form: its fields (`children`), then the DialogFormEnd with `submit`.
 * `formLabel` names the form for screen readers (the title unless given).
 */
export function FormDialog({
  onSubmit,
  formLabel,
  error,
  cancelLabel,
  submit,
  children,
  title,
  ...dialog
}: Omit<Parameters<typeof TriggerDialog>[0], 'title'> & {
  title: string;
  onSubmit: (event: FormEvent) => void;
  formLabel?: string;
  error: string | null;
  cancelLabel?: ReactNode;
  submit: ReactNode;
}) {
  return (
    <TriggerDialog title={title} {...dialog}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={formLabel ?? title}>
        {children}
        <DialogFormEnd error={error} cancelLabel={cancelLabel}>
          {submit}
        </DialogFormEnd>
      </form>
    </TriggerDialog>
  );
}

/**
 * A FormDialog's state: open or not, and the server's refusal, which is cleared whenever the dialog opens
 * or closes. `onOpenChange` resets what else the form holds. Spread `dialog` on the FormDialog.
 */
export function useFormDialog({ initiallyOpen = false, onOpenChange }: { initiallyOpen?: boolean; onOpenChange?: (open: boolean) => void } = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [error, setError] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    setError(null);
    onOpenChange?.(next);
  };
  return { setOpen, setError, dialog: { open, onOpenChange: changeOpen, error } };
}
