import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS } from '@pawpals/contracts';
import { Button, IconInput, OptionsSelect } from '@pawpals/ui';
import { buildSearchUrl, type CategoryChoice } from './build-search-url';

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All Categories' }, ...BUSINESS_CATEGORIES.map((c) => ({ value: c, label: BUSINESS_CATEGORY_LABELS[c] }))];

/**
 * The landing page arrives prerendered, so the search is usable before its script runs: the text field is
 * left to the browser (what was typed before React took over is kept, and read on submit), and a search
 * sent before then is an ordinary GET of /services?q=… (the category menu needs the script).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryChoice>('all');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildSearchUrl(String(new FormData(event.currentTarget).get('q') ?? ''), category));
  };
  return (
    <form
      action="/services"
      method="get"
      onSubmit={onSubmit}
      role="search"
      aria-label="Search pet services"
      className="flex w-full flex-col gap-2 rounded-3xl border border-border bg-card p-2 shadow-lg shadow-orange-900/5 sm:flex-row sm:items-center"
    >
      <label htmlFor="hero-search" className="sr-only">
        Search for services
      </label>
      <IconInput
        icon={Search}
        wrapperClassName="flex-1"
        iconClassName="size-5"
        id="hero-search"
        name="q"
        placeholder="Search groomers, vets, parks, or a city..."
        className="h-12 border-0 pl-10 text-base shadow-none focus-visible:ring-0"
      />
      <OptionsSelect
        aria-label="Category"
        className="h-12 sm:w-48"
        value={category}
        onValueChange={(v) => setCategory(v as CategoryChoice)}
        options={CATEGORY_OPTIONS}
      />
      <Button type="submit" size="lg" className="h-12">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
