import { lazy } from 'react';
import { Eye } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Button, LazyFormDialog, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  sawThisPet: { id: 'lostfound.sightings.sawThisPet', defaultMessage: 'I saw this pet' },
  description: defineMessage<{ title: string }>({
    id: 'lostfound.sightings.dialogDescription',
    defaultMessage: 'Tell the owner where and when you saw {title}. Only your first name is shown.',
  }),
});

const ReportSightingForm = lazy(() => import('./ReportSightingForm'));

/** "I saw this pet": the button and the dialog; its form (and photo uploader) loads when it first opens. */
export function ReportSightingDialog({ postId, petTitle }: { postId: string; petTitle: string }) {
  const intl = useIntl();
  return (
    <LazyFormDialog
      trigger={
        <Button size="lg" variant="secondary" className="w-full sm:w-fit">
          <Eye aria-hidden="true" /> {intl.formatMessage(messages.sawThisPet)}
        </Button>
      }
      title={intl.formatMessage(messages.sawThisPet)}
      description={intl.formatMessage(messages.description, { title: petTitle })}
      loadingClassName="min-h-96"
      form={(close) => <ReportSightingForm postId={postId} onSent={close} />}
    />
  );
}
