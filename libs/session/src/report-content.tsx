import { useMutation } from '@tanstack/react-query';
import { defineMessages } from 'react-intl';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { ReportContentDialog, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  notSent: { id: 'session.reportContent.notSent', defaultMessage: 'Could not send the report' },
});

/** POST /api/reports {contentType, contentId, reason}: once per member and item (409 after). */
export const reportContent = (body: BodyOf<'reportContent'>) => callApi('reportContent', { body });

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}

/**
 * "Report": a member tells the moderators what is wrong with someone else's review or post. A sign-in that
 * has run out is left to the session; any other failure is said in the dialog.
 */
export function ReportContentButton({
  contentType,
  contentId,
  ...dialog
}: Pick<BodyOf<'reportContent'>, 'contentType' | 'contentId'> &
  Pick<Parameters<typeof ReportContentDialog>[0], 'title' | 'description' | 'fieldId' | 'triggerClassName'>) {
  const intl = useIntl();
  const report = useReportContent();
  return (
    <ReportContentDialog
      {...dialog}
      onReport={(reason) => report.mutateAsync({ contentType, contentId, reason })}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, intl.formatMessage(messages.notSent)))}
    />
  );
}
