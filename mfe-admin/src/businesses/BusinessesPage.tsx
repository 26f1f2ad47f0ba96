import { useState } from 'react';
import { Building2, Crown } from 'lucide-react';
import { BUSINESS_CATEGORY_LABELS, PRICE_RANGE_SYMBOLS, type AdminBusinessRow } from '@pawpals/contracts';
import { Badge, ListEnd, SEARCH_DEBOUNCE_MS, Switch, useDebouncedValue } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { SearchBox } from '../shared/SearchBox';
import { DataTable, Td, Th } from '../shared/Table';
import { titleCase } from '../shared/format';
import { loadedItems } from '../shared/paged-list';
import { filterBusinesses } from './filter-businesses';
import { useAdminListBusinesses } from './api/admin-list-businesses';
import { useAdminSetPremium } from './api/admin-set-premium';

function PremiumSwitch({ business }: { business: AdminBusinessRow }) {
  const setPremium = useAdminSetPremium();
  const pending = setPremium.isPending;
  const checked = pending && setPremium.variables ? setPremium.variables.isPremium === 1 : business.isPremium === 1;
  return (
    <Switch
      checked={checked}
      disabled={pending}
      aria-label={`Premium: ${business.name}`}
      onCheckedChange={(on) => setPremium.mutate({ id: business.id, isPremium: on ? 1 : 0 })}
    />
  );
}

/** /admin/businesses. */
export function BusinessesPage() {
  const [query, setQuery] = useState('');
  // The server searches, once typing pauses; until it answers, what is shown narrows at once.
  const businesses = useAdminListBusinesses(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const rows = filterBusinesses(loadedItems(businesses.data), query);
  return (
    <>
      <AdminPageHeader title="Businesses" description="Every listing, its owner and its premium status" icon={<Building2 className="size-5" aria-hidden="true" />} />
      <SearchBox label="Search businesses" placeholder="Search by name, city or owner email..." value={query} onChange={setQuery} />
      {businesses.isError ? (
        <LoadError what="the businesses" error={businesses.error} onRetry={() => businesses.refetch()} />
      ) : businesses.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Building2 className="size-8" aria-hidden="true" />} title="No businesses found" />
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Category</Th>
              <Th>City</Th>
              <Th>Price Range</Th>
              <Th>Owner</Th>
              <Th className="text-right">Premium</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} data-testid="business-row">
                <Td label="Name">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{b.name}</span>
                    {b.isPremium === 1 ? (
                      <Badge variant="warning">
                        <Crown aria-hidden="true" /> Premium
                      </Badge>
                    ) : null}
                  </div>
                </Td>
                <Td label="Category">{BUSINESS_CATEGORY_LABELS[b.category] ?? titleCase(b.category)}</Td>
                <Td label="City">{b.city ?? '—'}</Td>
                <Td label="Price Range">{b.priceRange ? `${PRICE_RANGE_SYMBOLS[b.priceRange]} ${titleCase(b.priceRange)}` : '—'}</Td>
                <Td label="Owner" className="break-all text-muted-foreground">{b.ownerEmail ?? '—'}</Td>
                <Td label="Premium" className="text-right">
                  <PremiumSwitch business={b} />
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {rows.length > 0 ? <ListEnd list={businesses} endText="That's every business" errorText="Could not load more businesses. Please try again." endTestId="businesses-end" /> : null}
    </>
  );
}
