import { lazy } from 'react';
import { Eye } from 'lucide-react';
import { Button, LazyFormDialog } from '@pawpals/ui';

const ReportSightingForm = lazy(() => import('./ReportSightingForm'));

/** "I saw this pet": the button and the dialog; its form (and photo uploader) loads when it first opens. */
export function ReportSightingDialog({ postId, petTitle }: { postId: string; petTitle: string }) {
  return (
    <LazyFormDialog
      trigger={
        <Button size="lg" variant="secondary" className="w-full sm:w-fit">
          <Eye aria-hidden="true" /> I saw this pet
        </Button>
      }
      title="I saw this pet"
      description={<>Tell the owner where and when you saw {petTitle}. Only your first name is shown.</>}
      loadingClassName="min-h-96"
      form={(close) => <ReportSightingForm postId={postId} onSent={close} />}
    />
  );
}
