import { stepOfKey, wrappedIndex } from './gallery-navigation';

describe('wrappedIndex', () => {
  it('steps through the photos and wraps at both ends', () => {
    expect(wrappedIndex(0, 1, 3)).toBe(1);
    expect(wrappedIndex(2, 1, 3)).toBe(0);
    expect(wrappedIndex(0, -1, 3)).toBe(2);
  });
  it('stays at 0 without photos', () => {
    expect(wrappedIndex(0, 1, 0)).toBe(0);
  });
});

describe('stepOfKey', () => {
  it('maps the arrow keys to the previous and next photo and ignores others', () => {
    expect(stepOfKey('ArrowLeft')).toBe(-1);
    expect(stepOfKey('ArrowRight')).toBe(1);
    expect(stepOfKey('Enter')).toBe(0);
  });
});
