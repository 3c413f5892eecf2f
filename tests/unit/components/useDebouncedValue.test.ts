import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../../src/components/useDebouncedValue';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the value once it has not changed for the delay after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'pow' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'power' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('power');
  });
});
