import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { Check, Trash2 } from 'lucide-react';
import { resolveReportSchema, type ReportAction, type ReportedContent } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, ReasonDialog, toast, useIntl } from '@pawpals/ui';
import { useResolveReport } from './api/resolve-report';

type Words = { button: MessageDescriptor; title: MessageDescriptor; description: MessageDescriptor; busy: MessageDescriptor; done: MessageDescriptor; placeholder: MessageDescriptor };

const WORDS = {
  remove: defineMessages({
    button: { id: 'admin.reportAction.remove', defaultMessage: 'Remove' },
    title: { id: 'admin.reportAction.removeTitle', defaultMessage: 'Remove this content' },
    description: {
      id: 'admin.reportAction.removeDescription',
      defaultMessage: 'It disappears from the site at once. Its author sees it marked with your reason and is told by notification and email.',
    },
    busy: { id: 'admin.reportAction.removing', defaultMessage: 'Removing...' },
    done: { id: 'admin.reportAction.removed', defaultMessage: 'Content removed' },
    placeholder: { id: 'admin.reportAction.removePlaceholder', defaultMessage: 'e.g. Asks for a deposit before returning the pet' },
  }),
  dismiss: defineMessages({
    button: { id: 'admin.reportAction.dismiss', defaultMessage: 'Dismiss' },
    title: { id: 'admin.reportAction.dismissTitle', defaultMessage: 'Dismiss this report' },
    description: { id: 'admin.reportAction.dismissDescription', defaultMessage: 'The content stays up. Every open report of it is closed.' },
    busy: { id: 'admin.reportAction.dismissing', defaultMessage: 'Dismissing...' },
    done: { id: 'admin.reportAction.dismissed', defaultMessage: 'Report dismissed' },
    placeholder: { id: 'admin.reportAction.dismissPlaceholder', defaultMessage: 'e.g. Nothing against our guidelines' },
  }),
} satisfies Record<ReportAction, Words>;

const closed = defineMessage<{ count: number }>({ id: 'admin.reportAction.closedReports', defaultMessage: '{count} reports of it were closed.' });
const messages = defineMessages({
  failed: { id: 'admin.reportAction.failed', defaultMessage: 'Failed to resolve the report' },
});

/** "Remove" / "Dismiss" on a report row: asks the reason (required; the server checks it too). */
export function ReportActionDialog({ report, action }: { report: ReportedContent; action: ReportAction }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const resolve = useResolveReport();
  const words: Words = WORDS[action];
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={action === 'remove' ? 'destructive' : 'outline'}>
          {action === 'remove' ? <Trash2 aria-hidden="true" /> : <Check aria-hidden="true" />} {t(words.button)}
        </Button>
      }
      title={t(words.title)}
      description={t(words.description)}
      fieldId={`${action}-reason-${report.id}`}
      placeholder={t(words.placeholder)}
      check={resolveReportSchema.shape.reason}
      clearProblemOnChange
      onSubmit={async (reason) => {
        const { closedReports } = await resolve.mutateAsync({ id: report.id, action, reason });
        toast({ title: t(words.done), description: closedReports > 1 ? t(closed, { count: closedReports }) : undefined, variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, t(messages.failed)))}
      submitLabel={t(words.button)}
      busyLabel={t(words.busy)}
      submitVariant={action === 'remove' ? 'destructive' : 'default'}
    />
  );
}
