import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a new value settles only after it stays the same for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('a');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
});

test('with firstAtOnce the first value that is not null settles at once, later ones wait', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue<string | null>(value, 250, { firstAtOnce: true }), {
    initialProps: { value: null as string | null },
  });
  expect(result.current).toBeNull();
  rerender({ value: 'first view' });
  expect(result.current).toBe('first view');
  rerender({ value: 'panned' });
  expect(result.current).toBe('first view');
  act(() => jest.advanceTimersByTime(250));
  expect(result.current).toBe('panned');
});
