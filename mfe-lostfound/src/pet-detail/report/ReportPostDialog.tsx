import { ReportContentButton, useCurrentUser } from '@pawpals/session';

/** "Report": a signed-in neighbour tells the moderators what is wrong with someone else's post (a scam, abuse). */
export function ReportPostDialog({ petId }: { petId: string }) {
  const { isAuthenticated } = useCurrentUser();
  if (!isAuthenticated) return null;
  return (
    <ReportContentButton
      contentType="lost_found_pet"
      contentId={petId}
      title="Report this post"
      description="Tell the moderators what is wrong with it, for example a request for money."
      fieldId="report-post-reason"
    />
  );
}
