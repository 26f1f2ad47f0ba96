import { Link } from 'react-router-dom';
import { Camera } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer } from '@pawpals/ui';

/** /lost-found/new — the post form arrives with the lost-and-found release. */
export function PostPetPage() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <ComingSoonPanel
        icon={<Camera className="size-8" aria-hidden="true" />}
        title="Posting a pet is coming soon"
        actions={
          <Button asChild variant="outline">
            <Link to="/lost-found">Back to Lost &amp; Found</Link>
          </Button>
        }
      >
        <p>You&apos;ll add a photo, where and when the pet was last seen, and a phone number neighbours can call.</p>
      </ComingSoonPanel>
    </PageContainer>
  );
}
