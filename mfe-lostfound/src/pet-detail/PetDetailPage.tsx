import { Link, useParams } from 'react-router-dom';
import { PawPrint } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer } from '@pawpals/ui';

/** /lost-found/:id — pet detail; content arrives with the lost-and-found release. */
export function PetDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer className="py-10 sm:py-14">
      <ComingSoonPanel
        icon={<PawPrint className="size-8" aria-hidden="true" />}
        title="Pet details are coming soon"
        actions={
          <Button asChild variant="outline">
            <Link to="/lost-found">Back to Lost &amp; Found</Link>
          </Button>
        }
      >
        <p>
          Post <span className="font-mono text-foreground">{id}</span> will show its photo, description and contact details here.
        </p>
      </ComingSoonPanel>
    </PageContainer>
  );
}
