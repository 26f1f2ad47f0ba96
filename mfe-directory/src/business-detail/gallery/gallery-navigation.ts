/** The photo after `index` moving by `step`, wrapping around at either end (the viewer's arrows and keys). */
export function wrappedIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** What a key press does in the full-screen viewer: the previous or next photo, or nothing. */
export function stepOfKey(key: string): -1 | 1 | 0 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}
