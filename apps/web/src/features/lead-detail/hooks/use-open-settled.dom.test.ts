import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_DETAIL_FLAG_DELAY_MS, useOpenSettled } from './use-open-settled';

describe('useOpenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true 500 ms after opening', () => {
    const { result } = renderHook(() => useOpenSettled(true));

    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is false while closed, from the render that closes, and starts over on reopening', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenSettled(open), {
      initialProps: { open: true },
    });
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS));
    expect(result.current).toBe(true);

    rerender({ open: false });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS));
    expect(result.current).toBe(false);

    rerender({ open: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS));
    expect(result.current).toBe(true);
  });

  it('never turns true when closed again within the 500 ms', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenSettled(open), {
      initialProps: { open: true },
    });
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS / 2));
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS));

    expect(result.current).toBe(false);
  });
});
