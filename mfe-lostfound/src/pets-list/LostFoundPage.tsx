import { Link } from 'react-router-dom';
import { Megaphone, PawPrint } from 'lucide-react';
import { Button, ComingSoonPanel, PageContainer, PageHeader } from '@pawpals/ui';

/** /lost-found — Lost & Found Pets. Listing, search, tabs and map view arrive with the lost-and-found release. */
export function LostFoundPage() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        eyebrow="Community board"
        title="Lost & Found Pets"
        description="Help reunite lost pets with their families. Every share and every sighting counts."
      />
      <div className="mt-8 flex items-start gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-6">
        <Megaphone className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 className="font-bold text-amber-950">Community alert</h2>
          <p className="mt-1 text-sm text-amber-950/90">
            If you have lost a pet, also call local shelters and vets, and check microchip records are up to date.
          </p>
        </div>
      </div>
      <div className="mt-8">
        <ComingSoonPanel
          icon={<PawPrint className="size-8" aria-hidden="true" />}
          title="The lost & found board is opening soon"
          actions={
            <Button asChild variant="outline">
              <Link to="/pet-safety-tips">Read pet safety tips</Link>
            </Button>
          }
        >
          <p>Soon you&apos;ll be able to post a lost or found pet with a photo, browse active posts and view them on a map.</p>
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
