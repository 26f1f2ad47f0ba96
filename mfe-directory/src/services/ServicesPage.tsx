import { Link, useSearchParams } from 'react-router-dom';
import { Search, Store } from 'lucide-react';
import { BUSINESS_CATEGORY_LABELS } from '@pawpals/contracts';
import { Badge, Button, ComingSoonPanel, PageContainer, PageHeader } from '@pawpals/ui';
import { readServicesSearch } from './search-params';

/** /services — Pet Services Directory. The listing and filters arrive with the directory release. */
export function ServicesPage() {
  const [params] = useSearchParams();
  const { q, category } = readServicesSearch(params);
  const hasFilters = q !== '' || category !== 'all';
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        eyebrow="Find services"
        title="Pet Services Directory"
        description="Groomers, pet stores, parks and veterinarians recommended by pet families near you."
      />
      <div className="mt-6 flex flex-wrap items-center gap-2" aria-label="Current search">
        {hasFilters ? (
          <>
            <span className="text-sm font-medium text-muted-foreground">Searching for</span>
            {q ? (
              <Badge variant="soft" data-testid="search-query">
                <Search aria-hidden="true" /> “{q}”
              </Badge>
            ) : null}
            {category !== 'all' ? (
              <Badge variant="secondary" data-testid="search-category">
                {BUSINESS_CATEGORY_LABELS[category]}
              </Badge>
            ) : null}
          </>
        ) : (
          <span className="text-sm font-medium text-muted-foreground">Showing all categories</span>
        )}
      </div>
      <div className="mt-8">
        <ComingSoonPanel
          icon={<Store className="size-8" aria-hidden="true" />}
          title="The directory is opening soon"
          actions={
            <>
              <Button asChild>
                <Link to="/lost-found">See Lost &amp; Found</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-business">List your business</Link>
              </Button>
            </>
          }
        >
          <p>
            We are onboarding local businesses right now. Listings, filters, ratings and reviews will appear here as soon as
            they are ready — your search above will be waiting.
          </p>
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
