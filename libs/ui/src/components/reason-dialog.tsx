import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Flag } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { reportContentSchema } from '@pawpals/contracts';
import { Button, type ButtonProps } from './button';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';
import { DialogFormFooter } from './dialog';
import { TriggerDialog } from './form-dialog';
import { InlineAlert } from './inline-alert';
import { Textarea } from './input';
import { Label } from './label';
import { toast } from './toast-store';

const messages = defineMessages({
  reason: { id: 'ui.reasonDialog.reason', defaultMessage: 'Reason' },
  giveReason: { id: 'ui.reasonDialog.giveReason', defaultMessage: 'Please give a reason' },
  report: { id: 'ui.reasonDialog.report', defaultMessage: 'Report' },
  reportSent: { id: 'ui.reasonDialog.reportSent', defaultMessage: 'Report sent' },
  reportThanks: { id: 'ui.reasonDialog.reportThanks', defaultMessage: 'Thank you. A moderator will look at it.' },
  sendReport: { id: 'ui.reasonDialog.sendReport', defaultMessage: 'Send Report' },
});

/**
 * How a reason dialog checks what was typed before sending it: a contract schema (anything with zod's
 * `safeParse`: its first issue is the problem shown), or a function that returns the value to send or
 * `{ error }` (when other fields count too).
 */
export type ReasonCheck<T> =
  | { safeParse(reason: string): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } } }
  | ((reason: string) => T | { error: string });

/** `missing`: the problem told when a schema refuses the reason without saying why. */
function checkReason<T>(check: ReasonCheck<T>, reason: string, missing: string): { value: T } | { problem: string } {
  if (typeof check === 'function') {
    const result = check(reason);
    return typeof result === 'object' && result !== null && 'error' in result ? { problem: result.error } : { value: result as T };
  }
  const parsed = check.safeParse(reason);
  return parsed.success ? { value: parsed.data } : { problem: parsed.error.issues[0]?.message ?? missing };
}

export interface ReasonDialogProps<T> {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The reason field's id (a generated one otherwise). */
  fieldId?: string;
  label?: ReactNode;
  placeholder?: string;
  check: ReasonCheck<T>;
  /** Sends the checked value; the dialog closes when it resolves and shows `problemOf` the error when it rejects. */
  onSubmit: (value: T) => Promise<unknown>;
  /** The refusal as the member reads it, or null to show nothing (an expired session already has its own prompt). */
  problemOf: (error: unknown) => string | null;
  submitLabel: ReactNode;
  /** Shown on the submit button while sending (the submit label otherwise). */
  busyLabel?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** Typing again hides the problem line. */
  clearProblemOnChange?: boolean;
  /** Clears the caller's extra fields when the dialog closes (the reason and the problem clear on their own). */
  onReset?: () => void;
  /** Extra fields, shown after the reason; their values stay with the caller (read them in `check`). */
  children?: ReactNode;
}

/**
 * A dialog that asks a required reason before an action (report, remove, dismiss, suspend): the reason is
 * checked before anything is sent, a problem is told on one line above the buttons, and closing the dialog
 * forgets what was typed.
 */
export function ReasonDialog<T>({
  trigger,
  title,
  description,
  fieldId,
  label,
  placeholder,
  check,
  onSubmit,
  problemOf,
  submitLabel,
  busyLabel,
  submitVariant,
  clearProblemOnChange = false,
  onReset,
  children,
}: ReasonDialogProps<T>) {
  const intl = useIntl();
  const generatedId = useId();
  const id = fieldId ?? generatedId;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setProblem(null);
      onReset?.();
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReason(check, reason, intl.formatMessage(messages.giveReason));
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit(checked.value);
      onOpenChange(false);
    } catch (error) {
      const refusal = problemOf(error);
      if (refusal !== null) setProblem(refusal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TriggerDialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={title} description={description}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>{label ?? intl.formatMessage(messages.reason)}</Label>
          <Textarea
            id={id}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (clearProblemOnChange) setProblem(null);
            }}
            maxLength={500}
            rows={3}
            placeholder={placeholder}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        {children}
        {problem ? <InlineAlert className="font-medium">{problem}</InlineAlert> : null}
        <DialogFormFooter>
          <Button type="submit" variant={submitVariant} disabled={busy}>
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </DialogFormFooter>
      </form>
    </TriggerDialog>
  );
}

/**
 * "Report": a signed-in member tells the moderators what is wrong with someone else's content (a pet post,
 * a review). `onReport` sends the checked reason (POST /api/reports); success thanks them in a toast.
 */
export function ReportContentDialog({
  title,
  description,
  fieldId,
  triggerClassName,
  onReport,
  problemOf,
}: {
  title: ReactNode;
  description: ReactNode;
  fieldId?: string;
  triggerClassName?: string;
  onReport: (reason: string) => Promise<unknown>;
  problemOf: ReasonDialogProps<string>['problemOf'];
}) {
  const intl = useIntl();
  return (
    <ReasonDialog
      trigger={
        <Button type="button" size="sm" variant="ghost" className={cn('text-muted-foreground', triggerClassName)}>
          <Flag aria-hidden="true" /> {intl.formatMessage(messages.report)}
        </Button>
      }
      title={title}
      description={description}
      fieldId={fieldId}
      check={reportContentSchema.shape.reason}
      onSubmit={async (reason) => {
        await onReport(reason);
        toast({
          title: intl.formatMessage(messages.reportSent),
          description: intl.formatMessage(messages.reportThanks),
          variant: 'success',
        });
      }}
      problemOf={problemOf}
      submitLabel={intl.formatMessage(messages.sendReport)}
    />
  );
}
