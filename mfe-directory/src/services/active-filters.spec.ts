import { activeServicesFilters } from './active-filters';
import { DEFAULT_FILTERS } from './search-params';

describe('activeServicesFilters', () => {
  it('has no chip for the default filters', () => {
    expect(activeServicesFilters(DEFAULT_FILTERS)).toEqual([]);
  });

  it('names every filter in use in the form’s order, each with the patch that puts it back to its default', () => {
    const chips = activeServicesFilters({ q: 'bath', category: 'veterinarian', city: 'Austin', priceRange: 'moderate', minRating: 4.5, distance: 10, openNow: true });
    expect(chips.map((c) => c.label)).toEqual(['“bath”', 'Austin', 'Veterinarian', '$$ Moderate', '4.5+ stars', 'Within 10 miles', 'Open now']);
    expect(chips.find((c) => c.key === 'minRating')?.clear).toEqual({ minRating: 0 });
    expect(chips.find((c) => c.key === 'openNow')?.clear).toEqual({ openNow: false });
    expect(chips.find((c) => c.key === 'category')?.clear).toEqual({ category: 'all' });
  });
});
