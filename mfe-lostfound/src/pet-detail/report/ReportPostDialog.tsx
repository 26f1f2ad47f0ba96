import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { ReportContentDialog } from '@pawpals/ui';
import { useReportContent } from '../api/report-content';

/** "Report": a signed-in neighbour tells the moderators what is wrong with someone else's post (a scam, abuse). */
export function ReportPostDialog({ petId }: { petId: string }) {
  const { isAuthenticated } = useCurrentUser();
  const report = useReportContent();
  if (!isAuthenticated) return null;
  return (
    <ReportContentDialog
      title="Report this post"
      description="Tell the moderators what is wrong with it, for example a request for money."
      fieldId="report-post-reason"
      onReport={(reason) => report.mutateAsync({ contentType: 'lost_found_pet', contentId: petId, reason })}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, 'Could not send the report'))}
    />
  );
}
