import { act, renderHook } from '@testing-library/react';
import { useOnline } from './use-online';

describe('useOnline', () => {
  const setOnLine = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  afterEach(() => setOnLine(true));

  it('follows the browser going offline and back online', () => {
    setOnLine(true);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});
