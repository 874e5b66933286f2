/** The one source of "now" for domain code (DOMAIN.md "Time"): tests and the dev tools move it. */
export interface Clock {
  now(): Date;
}

export interface AdjustableClock extends Clock {
  /** Pins the clock to an instant from which it keeps ticking; null returns to real time. */
  set(instant: Date | null): void;
  offsetMs(): number;
}

export function createClock(realNow: () => number = Date.now): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    set: (instant) => {
      offset = instant === null ? 0 : instant.getTime() - realNow();
    },
    offsetMs: () => offset,
  };
}
