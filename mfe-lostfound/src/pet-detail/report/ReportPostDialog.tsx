import { defineMessages } from 'react-intl';
import { ReportContentButton, useCurrentUser } from '@pawpals/session';
import { useIntl } from '@pawpals/ui';

const messages = defineMessages({
  title: { id: 'lostfound.report.title', defaultMessage: 'Report this post' },
  description: {
    id: 'lostfound.report.description',
    defaultMessage: 'Tell the moderators what is wrong with it, for example a request for money.',
  },
});

/** "Report": a signed-in neighbour tells the moderators what is wrong with someone else's post (a scam, abuse). */
export function ReportPostDialog({ petId }: { petId: string }) {
  const { isAuthenticated } = useCurrentUser();
  const intl = useIntl();
  if (!isAuthenticated) return null;
  return (
    <ReportContentButton
      contentType="lost_found_pet"
      contentId={petId}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      fieldId="report-post-reason"
    />
  );
}
