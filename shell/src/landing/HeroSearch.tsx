import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { BUSINESS_CATEGORIES, localizedPath, type BusinessCategory } from '@pawpals/contracts';
import { Button, IconInput, OptionsSelect, useIntl, useLocale } from '@pawpals/ui';
import { buildSearchUrl, type CategoryChoice } from './build-search-url';

const m = defineMessages({
  all: { id: 'shell.heroSearch.allCategories', defaultMessage: 'All Categories' },
  groomer: { id: 'shell.heroSearch.groomer', defaultMessage: 'Groomer' },
  pet_store: { id: 'shell.heroSearch.petStore', defaultMessage: 'Pet Store' },
  park: { id: 'shell.heroSearch.park', defaultMessage: 'Park' },
  veterinarian: { id: 'shell.heroSearch.veterinarian', defaultMessage: 'Veterinarian' },
  form: { id: 'shell.heroSearch.form', defaultMessage: 'Search pet services' },
  label: { id: 'shell.heroSearch.label', defaultMessage: 'Search for services' },
  placeholder: { id: 'shell.heroSearch.placeholder', defaultMessage: 'Search groomers, vets, parks, or a city...' },
  category: { id: 'shell.heroSearch.category', defaultMessage: 'Category' },
  search: { id: 'shell.heroSearch.search', defaultMessage: 'Search' },
}) satisfies Record<BusinessCategory | string, unknown>;

/**
 * The landing page arrives prerendered, so the search is usable before its script runs: the text field is
 * left to the browser (what was typed before React took over is kept, and read on submit), and a search
 * sent before then is an ordinary GET of /services?q=… (the category menu needs the script).
 */
export function HeroSearch() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const options = [{ value: 'all', label: intl.formatMessage(m.all) }, ...BUSINESS_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(m[c]) }))];
  const [category, setCategory] = useState<CategoryChoice>('all');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildSearchUrl(String(new FormData(event.currentTarget).get('q') ?? ''), category));
  };
  return (
    <form
      action={localizedPath('/services', locale)}
      method="get"
      onSubmit={onSubmit}
      role="search"
      aria-label={intl.formatMessage(m.form)}
      className="flex w-full flex-col gap-2 rounded-3xl border border-border bg-card p-2 shadow-lg shadow-orange-900/5 sm:flex-row sm:items-center"
    >
      <label htmlFor="hero-search" className="sr-only">
        {intl.formatMessage(m.label)}
      </label>
      <IconInput
        icon={Search}
        wrapperClassName="flex-1"
        iconClassName="size-5"
        id="hero-search"
        name="q"
        placeholder={intl.formatMessage(m.placeholder)}
        className="h-12 border-0 pl-10 text-base shadow-none focus-visible:ring-0"
      />
      <OptionsSelect
        aria-label={intl.formatMessage(m.category)}
        className="h-12 sm:w-48"
        value={category}
        onValueChange={(v) => setCategory(v as CategoryChoice)}
        options={options}
      />
      <Button type="submit" size="lg" className="h-12">
        <Search aria-hidden="true" />
        {intl.formatMessage(m.search)}
      </Button>
    </form>
  );
}
