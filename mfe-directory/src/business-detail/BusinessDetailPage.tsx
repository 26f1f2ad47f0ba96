import { Link, useParams } from 'react-router-dom';
import { Building } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer } from '@pawpals/ui';

/** /business/:id — business detail; the full profile arrives with the directory release. */
export function BusinessDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer className="py-10 sm:py-14">
      <ComingSoonPanel
        icon={<Building className="size-8" aria-hidden="true" />}
        title="Business profiles are on their way"
        actions={
          <Button asChild variant="outline">
            <Link to="/services">Back to services</Link>
          </Button>
        }
      >
        <p>
          Profile <span className="font-mono text-foreground">{id}</span> will show contact details, services, pricing and
          reviews once the directory opens.
        </p>
      </ComingSoonPanel>
    </PageContainer>
  );
}
