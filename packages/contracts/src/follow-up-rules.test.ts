import { describe, expect, it } from 'vitest';
import {
  activityTypeOfDay,
  fillPlaceholders,
  formatOpensAt,
  mailtoLink,
  ownerTimeZone,
  smsLink,
  textingWindow,
} from './follow-up-rules';

const owner = { owner1: 'Ana Diaz', owner2: null, ownerFullName: null, ownerName: null };

describe('follow-up rules', () => {
  it('emails on odd days and texts on even days', () => {
    expect([1, 2, 3, 4, 5, 6].map(activityTypeOfDay)).toEqual([
      'email',
      'text',
      'email',
      'text',
      'email',
      'text',
    ]);
  });

  it("fills {firstname} (else 'there') and {streetaddress}", () => {
    const lead = { ...owner, address: '12 Palm Ave' };
    expect(fillPlaceholders('Hi {firstname}, re: {streetaddress}', lead)).toBe(
      'Hi Ana, re: 12 Palm Ave',
    );
    expect(fillPlaceholders('Hi {FirstName}', { ...lead, owner1: null })).toBe('Hi there');
  });

  it('builds mailto: and sms: links, iOS with &', () => {
    expect(mailtoLink('a@b.co', 'Hi Ana', 'Line 1\nLine 2')).toBe(
      'mailto:a@b.co?subject=Hi%20Ana&body=Line%201%0ALine%202',
    );
    expect(smsLink('(305) 555-0100', 'Hi & bye', true)).toBe('sms:3055550100&body=Hi%20%26%20bye');
    expect(smsLink('3055550100', 'Hi', false)).toBe('sms:3055550100?body=Hi');
  });

  it("takes the owner's zone from the mailing state, else the property's", () => {
    expect(ownerTimeZone({ mailingState: 'CA', state: 'FL' })).toBe('America/Los_Angeles');
    expect(ownerTimeZone({ mailingState: null, state: 'TX' })).toBe('America/Chicago');
    expect(ownerTimeZone({ mailingState: ' ', state: 'ZZ' })).toBe('America/New_York');
  });

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

  it('fails closed: every closed window, in every owner zone, opens at the next local 8:00', () => {
    const zones = [
      ...new Set(
        ['AK', 'AZ', 'CA', 'HI', 'IN', 'NY', 'PR', 'TX'].map((state) =>
          ownerTimeZone({ mailingState: state, state }),
        ),
      ),
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
});
