import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedValue } from './use-delayed-value';

describe('useDelayedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first value at once and later values only after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDelayedValue(value, 500), {
      initialProps: { value: 'first' },
    });
    expect(result.current).toBe('first');

    rerender({ value: 'second' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('first');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('second');
  });

  it('shows only the latest of values that change faster than the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDelayedValue(value, 500), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(3);
  });

  it('keeps showing a value that came back before the delay ended', () => {
    const { result, rerender } = renderHook(({ value }) => useDelayedValue(value, 500), {
      initialProps: { value: true },
    });
    rerender({ value: false });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
