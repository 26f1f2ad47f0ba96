import type { ReactNode } from 'react';
import { Megaphone } from 'lucide-react';
import { PageContainer, PageHeader } from './page';

/*
 * The top of a section's list page, drawn twice: by the shell while the section's code is still on its way
 * (and so in the page's prerendered HTML), and by the section itself. The page's largest text is painted from
 * the HTML, not after the section's scripts, and the section draws it again in the same place and size, so
 * nothing moves and the browser's largest paint stays the first one (issue 16, LCP).
 */

/** /services: the directory's introduction; `children` is the rest of the page (filters, results). */
export function ServicesPageTop({ children }: { children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-orange-50 via-background to-background">
      <PageContainer className="py-10 sm:py-14">
        <PageHeader
          eyebrow="Find services"
          title="Pet Services Directory"
          description="Groomers, pet stores, parks and veterinarians recommended by pet families near you."
        />
        {children}
      </PageContainer>
    </div>
  );
}

/** /lost-found: the board's introduction with its `action` (Post a Pet) and the community alert. */
export function LostFoundPageTop({ action, children }: { action: ReactNode; children?: ReactNode }) {
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          eyebrow="Community board"
          title="Lost & Found Pets"
          description="Help reunite lost pets with their families. Every share and every sighting counts."
        />
        {action}
      </div>

      <div className="mt-8 flex items-start gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-6" data-testid="community-alert">
        <Megaphone className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 className="font-bold text-amber-950">Community alert</h2>
          <p className="mt-1 text-sm text-amber-950/90">
            Seen a pet from this board? Call the number on the post rather than chasing — frightened pets run.
            If you have lost a pet, also call local shelters and vets, and check that microchip details are up to date.
          </p>
        </div>
      </div>
      {children}
    </PageContainer>
  );
}
