import { useState } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Download, Search, Star } from 'lucide-react';
import { LIMITS, type ImportResult, type PlaceSearchResult } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  FormSelect,
  Input,
  Label,
  toast,
  useIntl,
} from '@pawpals/ui';
import { NONE } from '../shared/format';
import { categoryText } from '../shared/labels';
import { AdminPageHeader } from '../shared/AdminPage';
import { DataTable, Td, Th } from '../shared/Table';
import { useImportBusinesses } from './api/import-businesses';
import { useSearchPlaces } from './api/search-places';
import { ImportResultsPanel } from './ImportResultsPanel';
import { importCategoryOptions, IMPORT_SEARCH_DEFAULTS, canSearch, toSearchRequest, type ImportSearchForm } from './import-form';

const messages = defineMessages({
  searchComplete: { id: 'admin.import.searchComplete', defaultMessage: 'Search Complete' },
  searchFailed: { id: 'admin.import.searchFailed', defaultMessage: 'Search Failed' },
  searchFailedFallback: { id: 'admin.import.searchFailedFallback', defaultMessage: 'Failed to search for businesses' },
  searchTitle: { id: 'admin.import.searchTitle', defaultMessage: 'Search for businesses' },
  city: { id: 'admin.import.city', defaultMessage: 'City' },
  state: { id: 'admin.import.state', defaultMessage: 'State' },
  category: { id: 'admin.import.category', defaultMessage: 'Category' },
  limit: { id: 'admin.import.limit', defaultMessage: 'Results Limit' },
  searching: { id: 'admin.import.searching', defaultMessage: 'Searching...' },
  search: { id: 'admin.import.search', defaultMessage: 'Search' },
  importComplete: { id: 'admin.import.importComplete', defaultMessage: 'Import Complete' },
  importFailed: { id: 'admin.import.importFailed', defaultMessage: 'Import Failed' },
  importFailedFallback: { id: 'admin.import.importFailedFallback', defaultMessage: 'Failed to import businesses' },
  importing: { id: 'admin.import.importing', defaultMessage: 'Importing...' },
  noneFound: { id: 'admin.import.noneFound', defaultMessage: 'No businesses found for this search' },
  selectAll: { id: 'admin.import.selectAll', defaultMessage: 'Select all' },
  name: { id: 'admin.import.name', defaultMessage: 'Name' },
  location: { id: 'admin.import.location', defaultMessage: 'Location' },
  phone: { id: 'admin.import.phone', defaultMessage: 'Phone' },
  rating: { id: 'admin.import.rating', defaultMessage: 'Rating' },
  title: { id: 'admin.import.title', defaultMessage: 'Import Businesses' },
  description: { id: 'admin.import.description', defaultMessage: 'Find pet businesses by city and add them to the directory' },
});
const found = defineMessage<{ count: number }>({ id: 'admin.import.found', defaultMessage: 'Found {count} businesses' });
const resultsHeading = defineMessage<{ count: number }>({ id: 'admin.import.resultsHeading', defaultMessage: 'Search results ({count})' });
const importSelected = defineMessage<{ count: number }>({ id: 'admin.import.importSelected', defaultMessage: 'Import Selected ({count})' });
const selectPlace = defineMessage<{ name: string }>({ id: 'admin.import.selectPlace', defaultMessage: 'Select {name}' });
const location = defineMessage<{ city: string; state: string }>({ id: 'admin.import.cityState', defaultMessage: '{city}, {state}' });

function SearchForm({ onResults }: { onResults: (places: PlaceSearchResult[]) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const search = useSearchPlaces();
  const form = useForm<ImportSearchForm>({ defaultValues: IMPORT_SEARCH_DEFAULTS });
  const [city, state] = useWatch({ control: form.control, name: ['city', 'state'] });
  const ready = canSearch({ city: city ?? '', state: state ?? '' });

  const onSubmit = form.handleSubmit((values) => {
    if (!canSearch(values)) return;
    const request = toSearchRequest(values);
    form.setValue('limit', String(request.limit));
    search.mutate(request, {
      onSuccess: (places) => {
        onResults(places);
        toast({ title: t(messages.searchComplete), description: t(found, { count: places.length }), variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: t(messages.searchFailed), description: errorMessageOf(error, t(messages.searchFailedFallback)), variant: 'destructive' });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(messages.searchTitle)}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_2fr_1fr_auto] lg:items-end">
          <FormField label={t(messages.city)}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <FormField label={t(messages.state)}>
            <Input
              maxLength={LIMITS.stateCodeLength}
              autoComplete="address-level1"
              className="uppercase"
              {...form.register('state', { setValueAs: (v: string) => v.toUpperCase() })}
            />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="import-category">{t(messages.category)}</Label>
            <FormSelect control={form.control} name="category" id="import-category" options={importCategoryOptions(intl)} />
          </div>
          <FormField label={t(messages.limit)}>
            <Input type="number" inputMode="numeric" min={LIMITS.importLimitMin} max={LIMITS.importLimitMax} {...form.register('limit')} />
          </FormField>
          <Button type="submit" disabled={!ready || search.isPending} className="sm:col-span-2 lg:col-span-1">
            <Search aria-hidden="true" />
            {search.isPending ? t(messages.searching) : t(messages.search)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ResultsTable({ places, onImported }: { places: PlaceSearchResult[]; onImported: (result: ImportResult) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const importer = useImportBusinesses();
  const allSelected = places.length > 0 && selected.size === places.length;
  const someSelected = selected.size > 0 && !allSelected;

  const toggleAll = (on: boolean) => setSelected(on ? new Set(places.map((p) => p.googlePlaceId)) : new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runImport = () => {
    const chosen = places.filter((p) => selected.has(p.googlePlaceId));
    if (chosen.length === 0) return;
    importer.mutate(chosen, {
      onSuccess: (result) => {
        toast({ title: t(messages.importComplete), description: result.message, variant: 'success' });
        setSelected(new Set());
        onImported(result);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: t(messages.importFailed), description: errorMessageOf(error, t(messages.importFailedFallback)), variant: 'destructive' });
      },
    });
  };

  return (
    <section className="grid gap-3" aria-labelledby="import-results-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="import-results-heading" className="text-lg font-bold">
          {t(resultsHeading, { count: places.length })}
        </h2>
        <Button onClick={runImport} disabled={selected.size === 0 || importer.isPending}>
          <Download aria-hidden="true" />
          {importer.isPending ? t(messages.importing) : t(importSelected, { count: selected.size })}
        </Button>
      </div>
      {places.length === 0 ? (
        <p className="rounded-2xl border border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">{t(messages.noneFound)}</p>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th className="w-12" keepOnPhone>
                <Checkbox
                  aria-label={t(messages.selectAll)}
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onCheckedChange={(v) => toggleAll(v === true)}
                />
              </Th>
              <Th>{t(messages.name)}</Th>
              <Th>{t(messages.category)}</Th>
              <Th>{t(messages.location)}</Th>
              <Th>{t(messages.phone)}</Th>
              <Th>{t(messages.rating)}</Th>
            </tr>
          </thead>
          <tbody>
            {places.map((p) => (
              <tr key={p.googlePlaceId} data-testid="place-row" className={selected.has(p.googlePlaceId) ? 'bg-accent/40' : undefined}>
                <Td>
                  <Checkbox aria-label={t(selectPlace, { name: p.name })} checked={selected.has(p.googlePlaceId)} onCheckedChange={(v) => toggle(p.googlePlaceId, v === true)} />
                </Td>
                <Td label={t(messages.name)} className="font-semibold">{p.name}</Td>
                <Td label={t(messages.category)}>{categoryText(p.category, intl)}</Td>
                <Td label={t(messages.location)}>
                  {t(location, { city: p.city, state: p.state })}
                </Td>
                <Td label={t(messages.phone)} className="whitespace-nowrap">{p.phone ?? NONE}</Td>
                <Td label={t(messages.rating)}>
                  {p.rating !== null && p.rating !== undefined ? (
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                      {intl.formatNumber(p.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                    </span>
                  ) : (
                    NONE
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

/** /admin/import-businesses (docs/product.md#admin-portal). */
export function ImportBusinessesPage() {
  const intl = useIntl();
  const [places, setPlaces] = useState<PlaceSearchResult[] | null>(null);
  const [searchRun, setSearchRun] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  return (
    <>
      <AdminPageHeader
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        icon={<Download className="size-5" aria-hidden="true" />}
      />
      <div className="grid gap-6">
        <SearchForm
          onResults={(found) => {
            setPlaces(found);
            setSearchRun((n) => n + 1);
            setResult(null);
          }}
        />
        {places ? <ResultsTable key={searchRun} places={places} onImported={setResult} /> : null}
        {result ? <ImportResultsPanel result={result} /> : null}
      </div>
    </>
  );
}
