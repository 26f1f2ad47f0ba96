import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Download, Search, Star } from 'lucide-react';
import { BUSINESS_CATEGORY_LABELS, LIMITS, type ImportResult, type PlaceSearchResult } from '@pawpals/contracts';
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
} from '@pawpals/ui';
import { AdminPageHeader } from '../shared/AdminPage';
import { DataTable, Td, Th } from '../shared/Table';
import { useImportBusinesses } from './api/import-businesses';
import { useSearchPlaces } from './api/search-places';
import { ImportResultsPanel } from './ImportResultsPanel';
import { IMPORT_CATEGORY_OPTIONS, IMPORT_SEARCH_DEFAULTS, canSearch, toSearchRequest, type ImportSearchForm } from './import-form';

function SearchForm({ onResults }: { onResults: (places: PlaceSearchResult[]) => void }) {
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
        toast({ title: 'Search Complete', description: `Found ${places.length} businesses`, variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Search Failed', description: errorMessageOf(error, 'Failed to search for businesses'), variant: 'destructive' });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Search for businesses</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_2fr_1fr_auto] lg:items-end">
          <FormField label="City">
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <FormField label="State">
            <Input
              maxLength={LIMITS.stateCodeLength}
              autoComplete="address-level1"
              className="uppercase"
              {...form.register('state', { setValueAs: (v: string) => v.toUpperCase() })}
            />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="import-category">Category</Label>
            <FormSelect control={form.control} name="category" id="import-category" options={IMPORT_CATEGORY_OPTIONS} />
          </div>
          <FormField label="Results Limit">
            <Input type="number" inputMode="numeric" min={LIMITS.importLimitMin} max={LIMITS.importLimitMax} {...form.register('limit')} />
          </FormField>
          <Button type="submit" disabled={!ready || search.isPending} className="sm:col-span-2 lg:col-span-1">
            <Search aria-hidden="true" />
            {search.isPending ? 'Searching...' : 'Search'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ResultsTable({ places, onImported }: { places: PlaceSearchResult[]; onImported: (result: ImportResult) => void }) {
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
        toast({ title: 'Import Complete', description: result.message, variant: 'success' });
        setSelected(new Set());
        onImported(result);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Import Failed', description: errorMessageOf(error, 'Failed to import businesses'), variant: 'destructive' });
      },
    });
  };

  return (
    <section className="grid gap-3" aria-labelledby="import-results-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="import-results-heading" className="text-lg font-bold">
          Search results ({places.length})
        </h2>
        <Button onClick={runImport} disabled={selected.size === 0 || importer.isPending}>
          <Download aria-hidden="true" />
          {importer.isPending ? 'Importing...' : `Import Selected (${selected.size})`}
        </Button>
      </div>
      {places.length === 0 ? (
        <p className="rounded-2xl border border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">No businesses found for this search</p>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th className="w-12" keepOnPhone>
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onCheckedChange={(v) => toggleAll(v === true)}
                />
              </Th>
              <Th>Name</Th>
              <Th>Category</Th>
              <Th>Location</Th>
              <Th>Phone</Th>
              <Th>Rating</Th>
            </tr>
          </thead>
          <tbody>
            {places.map((p) => (
              <tr key={p.googlePlaceId} data-testid="place-row" className={selected.has(p.googlePlaceId) ? 'bg-accent/40' : undefined}>
                <Td>
                  <Checkbox aria-label={`Select ${p.name}`} checked={selected.has(p.googlePlaceId)} onCheckedChange={(v) => toggle(p.googlePlaceId, v === true)} />
                </Td>
                <Td label="Name" className="font-semibold">{p.name}</Td>
                <Td label="Category">{BUSINESS_CATEGORY_LABELS[p.category] ?? p.category}</Td>
                <Td label="Location">
                  {p.city}, {p.state}
                </Td>
                <Td label="Phone" className="whitespace-nowrap">{p.phone ?? '—'}</Td>
                <Td label="Rating">
                  {p.rating !== null && p.rating !== undefined ? (
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                      {p.rating.toFixed(1)}
                    </span>
                  ) : (
                    '—'
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
  const [places, setPlaces] = useState<PlaceSearchResult[] | null>(null);
  const [searchRun, setSearchRun] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Import Businesses"
        description="Find pet businesses by city and add them to the directory"
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
