import { moreLabel, resultsPanelModel, truncateList } from './results-panel';

const names = (n: number, prefix = 'Place') => Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}` }));

describe('import results panel', () => {
  it('truncates a list and counts the rest', () => {
    expect(truncateList([1, 2, 3], 5)).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(truncateList([1, 2, 3, 4, 5], 5)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(truncateList([1, 2, 3, 4, 5, 6, 7], 5)).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(moreLabel(0)).toBeNull();
    expect(moreLabel(3)).toBe('... and 3 more');
  });

  it('shows up to 10 imported, 5 duplicates and 5 errors', () => {
    const model = resultsPanelModel({
      imported: names(13, 'New'),
      duplicates: names(6, 'Dup'),
      errors: Array.from({ length: 5 }, (_, i) => ({ name: `Bad ${i + 1}`, error: 'Missing city' })),
      message: 'Imported 13 businesses',
    });
    expect(model.message).toBe('Imported 13 businesses');
    expect(model.imported.shown).toHaveLength(10);
    expect(model.imported.shown[9]).toBe('New 10');
    expect(model.imported).toMatchObject({ more: 3, total: 13 });
    expect(model.duplicates.shown).toEqual(['Dup 1', 'Dup 2', 'Dup 3', 'Dup 4', 'Dup 5']);
    expect(model.duplicates).toMatchObject({ more: 1, total: 6 });
    expect(model.errors.shown[0]).toBe('Bad 1: Missing city');
    expect(model.errors).toMatchObject({ more: 0, total: 5 });
  });
});
