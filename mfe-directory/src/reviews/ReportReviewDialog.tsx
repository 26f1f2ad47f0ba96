import { ReportContentButton } from '@pawpals/session';

/** The moderators' report action, from the review itself. */
export function ReportReviewDialog({ reviewId }: { reviewId: string }) {
  return (
    <ReportContentButton
      contentType="review"
      contentId={reviewId}
      title="Report this review"
      description="Tell the moderators what is wrong with it."
      triggerClassName="w-fit"
    />
  );
}
