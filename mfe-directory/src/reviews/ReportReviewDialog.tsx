import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { ReportContentDialog } from '@pawpals/ui';
import { useReportContent } from './api/report-content';

/** The moderators' report action, from the review itself. */
export function ReportReviewDialog({ reviewId }: { reviewId: string }) {
  const report = useReportContent();
  return (
    <ReportContentDialog
      title="Report this review"
      description="Tell the moderators what is wrong with it."
      triggerClassName="w-fit"
      onReport={(reason) => report.mutateAsync({ contentType: 'review', contentId: reviewId, reason })}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, 'Could not send the report'))}
    />
  );
}
