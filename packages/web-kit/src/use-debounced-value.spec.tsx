import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue (the search box asks the server once per pause)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the settled value while typing, then takes the last one after the pause', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'g' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'gr' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('gr');
  });
});
