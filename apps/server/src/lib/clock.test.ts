import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('clock', () => {
  it('follows real time until moved, then keeps ticking from the new instant', () => {
    let real = Date.parse('2026-03-08T06:00:00Z');
    const clock = createClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-03-08T06:00:00.000Z');

    clock.set(new Date('2026-11-01T05:30:00Z'));
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-01T05:31:00.000Z');

    clock.set(null);
    expect(clock.now().getTime()).toBe(real);
    expect(clock.offsetMs()).toBe(0);
  });

  it('stands still when frozen, until set again', () => {
    let real = Date.parse('2026-03-08T06:00:00Z');
    const clock = createClock(() => real);
    clock.freeze(new Date('2026-11-01T05:30:00Z'));
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-01T05:30:00.000Z');
    clock.set(null);
    expect(clock.now().getTime()).toBe(real);
  });
});
