import { Link } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer, PageHeader } from '@pawpals/ui';

/** /admin and /admin/* — the admin portal (guard, dashboard and tools) arrives with the admin release. */
export function AdminComingSoonPage() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader eyebrow="Administration" title="Admin Portal" description="Analytics, moderation and platform settings for PawPals administrators." />
      <div className="mt-8">
        <ComingSoonPanel
          icon={<LayoutDashboard className="size-8" aria-hidden="true" />}
          title="The admin portal is being built"
          actions={
            <Button asChild variant="outline">
              <Link to="/admin/login">Admin sign-in</Link>
            </Button>
          }
        >
          <p>The dashboard, business and user management, moderation and notification tools will appear here.</p>
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
