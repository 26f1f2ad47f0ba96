import { defineMessages } from 'react-intl';
import { ReportContentButton } from '@pawpals/session';
import { useIntl } from '@pawpals/ui';

const messages = defineMessages({
  title: { id: 'directory.reviews.reportTitle', defaultMessage: 'Report this review' },
  description: { id: 'directory.reviews.reportDescription', defaultMessage: 'Tell the moderators what is wrong with it.' },
});

/** The moderators' report action, from the review itself. */
export function ReportReviewDialog({ reviewId }: { reviewId: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <ReportContentButton
      contentType="review"
      contentId={reviewId}
      title={t(messages.title)}
      description={t(messages.description)}
      triggerClassName="w-fit"
    />
  );
}
