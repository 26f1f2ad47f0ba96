import { Link } from 'react-router-dom';
import { Store } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer, PageHeader } from '@pawpals/ui';

/** /my-business — business management arrives with the business release. */
export function MyBusinessPage() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        eyebrow="For businesses"
        title="Your business on PawPals"
        description="Create your listing, reply to customer inquiries and manage appointment requests."
      />
      <div className="mt-8">
        <ComingSoonPanel
          icon={<Store className="size-8" aria-hidden="true" />}
          title="Business tools are coming soon"
          actions={
            <Button asChild variant="outline">
              <Link to="/support">Business support</Link>
            </Button>
          }
        >
          <p>
            You&apos;ll be able to set up your profile, switch on premium features and talk to customers from here. Listings are
            reviewed and published within 24-48 hours.
          </p>
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
