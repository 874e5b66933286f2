/**
 * The one source of "now" for domain code (docs/calendar.md "The clock"): tests and the dev tools
 * move it.
 */
export interface Clock {
  now(): Date;
}

export interface AdjustableClock extends Clock {
  /** Moves the clock to an instant from which it keeps ticking; null returns to real time. */
  set(instant: Date | null): void;
  /** Stops the clock at an instant (tests that compare exact times). */
  freeze(instant: Date): void;
  offsetMs(): number;
}

export function createClock(realNow: () => number = Date.now): AdjustableClock {
  let offset = 0;
  let frozenAt: number | null = null;
  return {
    now: () => new Date(frozenAt ?? realNow() + offset),
    set: (instant) => {
      frozenAt = null;
      offset = instant === null ? 0 : instant.getTime() - realNow();
    },
    freeze: (instant) => {
      frozenAt = instant.getTime();
    },
    offsetMs: () => (frozenAt === null ? offset : frozenAt - realNow()),
  };
}
