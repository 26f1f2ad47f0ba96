import { useState, type FormEvent } from 'react';
import { Check, Trash2 } from 'lucide-react';
import { resolveReportSchema, type ReportAction, type ReportedContent } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  InlineAlert,
  Label,
  Textarea,
  toast,
} from '@pawpals/ui';
import { useResolveReport } from './api/resolve-report';

const WORDS: Record<ReportAction, { button: string; title: string; description: string; busy: string; done: string }> = {
  remove: {
    button: 'Remove',
    title: 'Remove this content',
    description: 'It disappears from the site at once. Its author sees it marked with your reason and is told by notification and email.',
    busy: 'Removing...',
    done: 'Content removed',
  },
  dismiss: {
    button: 'Dismiss',
    title: 'Dismiss this report',
    description: 'The content stays up. Every open report of it is closed.',
    busy: 'Dismissing...',
    done: 'Report dismissed',
  },
};

/** "Remove" / "Dismiss" on a report row: asks the reason (required; the server checks it too). */
export function ReportActionDialog({ report, action }: { report: ReportedContent; action: ReportAction }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveReport();
  const words = WORDS[action];
  const fieldId = `${action}-reason-${report.id}`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setProblem(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = resolveReportSchema.shape.reason.safeParse(reason);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(null);
    resolve.mutate(
      { id: report.id, action, reason: checked.data },
      {
        onSuccess: ({ closedReports }) => {
          toast({ title: words.done, description: closedReports > 1 ? `${closedReports} reports of it were closed.` : undefined, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) setProblem(errorMessageOf(error, 'Failed to resolve the report'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant={action === 'remove' ? 'destructive' : 'outline'}>
          {action === 'remove' ? <Trash2 aria-hidden="true" /> : <Check aria-hidden="true" />} {words.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Reason</Label>
            <Textarea
              id={fieldId}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
              maxLength={500}
              rows={3}
              placeholder={action === 'remove' ? 'e.g. Asks for a deposit before returning the pet' : 'e.g. Nothing against our guidelines'}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          {problem ? <InlineAlert className="font-medium">{problem}</InlineAlert> : null}
          <DialogFormFooter>
            <Button type="submit" variant={action === 'remove' ? 'destructive' : 'default'} disabled={resolve.isPending}>
              {resolve.isPending ? words.busy : words.button}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
