import { Check, Trash2 } from 'lucide-react';
import { resolveReportSchema, type ReportAction, type ReportedContent } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, ReasonDialog, toast } from '@pawpals/ui';
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
  const resolve = useResolveReport();
  const words = WORDS[action];
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={action === 'remove' ? 'destructive' : 'outline'}>
          {action === 'remove' ? <Trash2 aria-hidden="true" /> : <Check aria-hidden="true" />} {words.button}
        </Button>
      }
      title={words.title}
      description={words.description}
      fieldId={`${action}-reason-${report.id}`}
      placeholder={action === 'remove' ? 'e.g. Asks for a deposit before returning the pet' : 'e.g. Nothing against our guidelines'}
      check={resolveReportSchema.shape.reason}
      clearProblemOnChange
      onSubmit={async (reason) => {
        const { closedReports } = await resolve.mutateAsync({ id: report.id, action, reason });
        toast({ title: words.done, description: closedReports > 1 ? `${closedReports} reports of it were closed.` : undefined, variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, 'Failed to resolve the report'))}
      submitLabel={words.button}
      busyLabel={words.busy}
      submitVariant={action === 'remove' ? 'destructive' : 'default'}
    />
  );
}
