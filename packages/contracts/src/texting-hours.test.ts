import { describe, expect, it } from 'vitest';
import { formatOpensAt, quietHoursMessage, textingWindow } from './texting-hours';

describe('texting hours', () => {
  it('opens texting from 8:00 to 21:00 local time, and says when it opens next', () => {
    const la = 'America/Los_Angeles';
    expect(textingWindow(new Date('2026-11-06T16:00:00Z'), la)).toEqual({ open: true });
    // 22:30 in Los Angeles: opens at 8:00 the next morning (16:00 UTC, PST).
    const late = textingWindow(new Date('2026-11-07T06:30:00Z'), la);
    expect(late).toEqual({ open: false, opensAt: new Date('2026-11-07T16:00:00Z') });
    // A closed window carries its opening time in its type: no cast, no null check.
    if (!late.open) expect(formatOpensAt(late.opensAt, la)).toBe('8:00 AM PST');
    // 6:59 in New York on the morning clocks go back (1 Nov 2026): opens at 8:00 EST.
    expect(textingWindow(new Date('2026-11-01T11:59:00Z'), 'America/New_York')).toEqual({
      open: false,
      opensAt: new Date('2026-11-01T13:00:00Z'),
    });
    // 21:00 sharp closes; 7:59:59 still waits for today's 8:00 (the morning clocks go forward).
    expect(textingWindow(new Date('2026-11-07T05:00:00Z'), la)).toEqual({
      open: false,
      opensAt: new Date('2026-11-07T16:00:00Z'),
    });
    expect(textingWindow(new Date('2026-03-08T11:59:59Z'), 'America/New_York')).toEqual({
      open: false,
      opensAt: new Date('2026-03-08T12:00:00Z'),
    });
  });

  it('fails closed: every closed window, in each zone, opens at the next local 8:00', () => {
    // Zones an owner's ZIP code can name, with and without daylight saving.
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Boise',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Adak',
      'America/Indiana/Tell_City',
      'America/Kentucky/Louisville',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
    ];
    // Each quarter hour of the two days around each change of the clocks in 2026.
    const starts = ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z'].map((iso) => Date.parse(iso));
    for (const timeZone of zones) {
      const clock = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const start of starts) {
        for (let step = 0; step < 4 * 24 * 3; step++) {
          const now = new Date(start + step * 15 * 60_000 + 7_000);
          const window = textingWindow(now, timeZone);
          const hour = Number(clock.format(now).split(':')[0]);
          expect(window.open).toBe(hour >= 8 && hour < 21);
          if (window.open) continue;
          expect(window.opensAt.getTime()).toBeGreaterThan(now.getTime());
          // The next 8:00, not a later one: less than a day (and a changed hour) away.
          expect(window.opensAt.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          expect(clock.format(window.opensAt)).toBe('08:00');
        }
      }
    }
  });

  it('opens at 8:00 Central for an owner an hour behind Eastern time', () => {
    // 8:30 EST is 7:30 in Chicago: closed until 8:00 CST (14:00 UTC).
    const window = textingWindow(new Date('2026-11-10T13:30:00Z'), 'America/Chicago');
    expect(window).toEqual({ open: false, opensAt: new Date('2026-11-10T14:00:00Z') });
    if (!window.open) {
      expect(quietHoursMessage(formatOpensAt(window.opensAt, 'America/Chicago'))).toBe(
        'Texts to this owner can be sent from 8:00 AM CST.',
      );
    }
  });
});
