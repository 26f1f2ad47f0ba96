import { useState } from 'react';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { Building2, Crown } from 'lucide-react';
import { PRICE_RANGE_SYMBOLS, type AdminBusinessRow } from '@pawpals/contracts';
import { Badge, ListEnd, SEARCH_DEBOUNCE_MS, Switch, useDebouncedValue, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { SearchBox } from '../shared/SearchBox';
import { DataTable, Td, Th } from '../shared/Table';
import { NONE } from '../shared/format';
import { categoryText, priceText } from '../shared/labels';
import { loadedItems } from '../shared/paged-list';
import { filterBusinesses } from './filter-businesses';
import { useAdminListBusinesses } from './api/admin-list-businesses';
import { useAdminSetPremium } from './api/admin-set-premium';

const messages = defineMessages({
  title: { id: 'admin.businesses.title', defaultMessage: 'Businesses' },
  description: { id: 'admin.businesses.description', defaultMessage: 'Every listing, its owner and its premium status' },
  search: { id: 'admin.businesses.search', defaultMessage: 'Search businesses' },
  searchPlaceholder: { id: 'admin.businesses.searchPlaceholder', defaultMessage: 'Search by name, city or owner email...' },
  what: { id: 'admin.businesses.loadWhat', defaultMessage: 'the businesses' },
  empty: { id: 'admin.businesses.empty', defaultMessage: 'No businesses found' },
  name: { id: 'admin.businesses.name', defaultMessage: 'Name' },
  category: { id: 'admin.businesses.category', defaultMessage: 'Category' },
  city: { id: 'admin.businesses.city', defaultMessage: 'City' },
  priceRange: { id: 'admin.businesses.priceRange', defaultMessage: 'Price Range' },
  owner: { id: 'admin.businesses.owner', defaultMessage: 'Owner' },
  premium: { id: 'admin.businesses.premium', defaultMessage: 'Premium' },
  end: { id: 'admin.businesses.end', defaultMessage: "That's every business" },
  moreError: { id: 'admin.businesses.moreError', defaultMessage: 'Could not load more businesses. Please try again.' },
});
const priceRange = defineMessage<{ symbols: MessageValue; name: MessageValue }>({ id: 'admin.businesses.priceRangeValue', defaultMessage: '{symbols} {name}' });
const premiumOf = defineMessage<{ name: MessageValue }>({ id: 'admin.businesses.premiumOf', defaultMessage: 'Premium: {name}' });

function PremiumSwitch({ business }: { business: AdminBusinessRow }) {
  const intl = useIntl();
  const setPremium = useAdminSetPremium();
  const pending = setPremium.isPending;
  const checked = pending && setPremium.variables ? setPremium.variables.isPremium === 1 : business.isPremium === 1;
  return (
    <Switch
      checked={checked}
      disabled={pending}
      aria-label={intl.formatMessage(premiumOf, { name: business.name })}
      onCheckedChange={(on) => setPremium.mutate({ id: business.id, isPremium: on ? 1 : 0 })}
    />
  );
}

/** /admin/businesses. */
export function BusinessesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [query, setQuery] = useState('');
  // The server searches, once typing pauses; until it answers, what is shown narrows at once.
  const businesses = useAdminListBusinesses(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const rows = filterBusinesses(loadedItems(businesses.data), query);
  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<Building2 className="size-5" aria-hidden="true" />} />
      <SearchBox label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={query} onChange={setQuery} />
      {businesses.isError ? (
        <LoadError what={t(messages.what)} error={businesses.error} onRetry={() => businesses.refetch()} />
      ) : businesses.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Building2 className="size-8" aria-hidden="true" />} title={t(messages.empty)} />
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th>{t(messages.name)}</Th>
              <Th>{t(messages.category)}</Th>
              <Th>{t(messages.city)}</Th>
              <Th>{t(messages.priceRange)}</Th>
              <Th>{t(messages.owner)}</Th>
              <Th className="text-right">{t(messages.premium)}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} data-testid="business-row">
                <Td label={t(messages.name)}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{b.name}</span>
                    {b.isPremium === 1 ? (
                      <Badge variant="warning">
                        <Crown aria-hidden="true" /> {t(messages.premium)}
                      </Badge>
                    ) : null}
                  </div>
                </Td>
                <Td label={t(messages.category)}>{categoryText(b.category, intl)}</Td>
                <Td label={t(messages.city)}>{b.city ?? NONE}</Td>
                <Td label={t(messages.priceRange)}>{b.priceRange ? t(priceRange, { symbols: PRICE_RANGE_SYMBOLS[b.priceRange], name: priceText(b.priceRange, intl) }) : NONE}</Td>
                <Td label={t(messages.owner)} className="break-all text-muted-foreground">{b.ownerEmail ?? NONE}</Td>
                <Td label={t(messages.premium)} className="text-right">
                  <PremiumSwitch business={b} />
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {rows.length > 0 ? <ListEnd list={businesses} endText={t(messages.end)} errorText={t(messages.moreError)} endTestId="businesses-end" /> : null}
    </>
  );
}
