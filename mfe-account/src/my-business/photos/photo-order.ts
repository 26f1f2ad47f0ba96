/** The ids with the one at `index` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function movedPhotoIds(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
