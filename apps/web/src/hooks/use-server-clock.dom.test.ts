import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportAnswer, restoreFromCopy } from '@/lib/connection';
import { useServerClock } from './use-server-clock';

const HOUR_MS = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe('useServerClock (docs/offline.md "One clock")', () => {
  it("reads the server's clock from the last answer, not the phone's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-13T05:45:00Z'));
    reportAnswer(new Date('2026-11-13T13:30:00Z').toUTCString());

    const { result } = renderHook(() => useServerClock());

    expect(result.current.toISOString()).toBe('2026-11-13T13:30:00.000Z');
  });

  it('reads it again at once when an answer finds the server elsewhere than the copy said', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-13T05:45:00Z'));
    restoreFromCopy({ readAt: null, clockOffsetMs: -6 * HOUR_MS });
    const { result } = renderHook(() => useServerClock());
    expect(result.current.toISOString()).toBe('2026-11-12T23:45:00.000Z');

    act(() => reportAnswer(new Date('2026-11-13T13:30:00Z').toUTCString()));

    expect(result.current.toISOString()).toBe('2026-11-13T13:30:00.000Z');
  });

  it('reads it again when an answer lands between its first render and its subscription', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-13T05:45:00Z'));
    restoreFromCopy({ readAt: null, clockOffsetMs: -6 * HOUR_MS });
    let answered = false;
    const { result } = renderHook(() => {
      const now = useServerClock();
      // The first answer after a reload, landing after the render read the clock and before the
      // effect listens (a busy phone between paint and effects).
      if (!answered) {
        answered = true;
        reportAnswer(new Date('2026-11-13T13:30:00Z').toUTCString());
      }
      return now;
    });

    expect(result.current.toISOString()).toBe('2026-11-13T13:30:00.000Z');
  });
});
