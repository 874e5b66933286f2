import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './business-days';
import {
  isTimeZone,
  leadsReadyMessage,
  morningPushDay,
  SavePushSubscriptionRequest,
} from './notifications';
import { isInPushWindow, pushTimeInWindow, pushWindowEnd } from './push-window';

const KEYS = {
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
};

describe('business days', () => {
  it.each([
    ['2026-11-02', true], // a Monday
    ['2026-11-06', true], // a Friday
    ['2026-11-07', false], // Saturday
    ['2026-11-08', false], // Sunday
    ['2026-11-26', false], // Thanksgiving, the fourth Thursday of November
    ['2026-11-11', false], // Veterans Day
    ['2026-12-25', false], // Christmas
    ['2027-01-18', false], // Martin Luther King Jr. Day, third Monday of January
    ['2026-05-25', false], // Memorial Day, last Monday of May
    ['2026-07-03', false], // Independence Day falls on a Saturday: observed the Friday before
    ['2027-07-05', false], // ... on a Sunday (2027-07-04): observed the Monday after
    ['2026-06-19', false], // Juneteenth
    ['2026-09-07', false], // Labor Day
    ['2026-10-12', false], // Columbus Day
    ['2026-02-16', false], // Washington's Birthday
    ['2026-11-27', true], // the Friday after Thanksgiving is a working day
  ])('%s is a business day: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });
});

describe('the morning push', () => {
  const device = { time: '08:00', timeZone: 'America/Denver', lastSentDay: null };
  // Monday 2 Nov 2026: 08:00 MST is 15:00Z.
  it('is due from the chosen minute in the device zone, on its local business day', () => {
    expect(morningPushDay(device, new Date('2026-11-02T14:59:00Z'))).toBeNull();
    expect(morningPushDay(device, new Date('2026-11-02T15:00:00Z'))).toBe('2026-11-02');
    expect(morningPushDay(device, new Date('2026-11-02T16:59:00Z'))).toBe('2026-11-02');
  });

  it('waits no longer than two hours: a server down all morning sends nothing stale', () => {
    expect(morningPushDay(device, new Date('2026-11-02T17:00:00Z'))).toBeNull();
  });

  it('is sent once a day', () => {
    const sent = { ...device, lastSentDay: '2026-11-02' };
    expect(morningPushDay(sent, new Date('2026-11-02T15:01:00Z'))).toBeNull();
    expect(morningPushDay(sent, new Date('2026-11-03T15:00:00Z'))).toBe('2026-11-03');
  });

  it('is never due on a weekend or a holiday of the device', () => {
    expect(morningPushDay(device, new Date('2026-11-07T15:00:00Z'))).toBeNull();
    expect(morningPushDay(device, new Date('2026-11-26T15:00:00Z'))).toBeNull();
  });

  it('reads the day in the device zone, not Eastern or UTC', () => {
    // Monday 2 Nov 05:00 in Tokyo is still Sunday in New York and in UTC.
    const early = { time: '05:00', timeZone: 'Asia/Tokyo', lastSentDay: null };
    expect(morningPushDay(early, new Date('2026-11-01T20:00:00Z'))).toBe('2026-11-02');
  });

  it('is never due from 11:00 on, however late the chosen time', () => {
    const late = { ...device, time: '10:30' };
    // 10:59 MST is 17:59Z; 11:00 MST is 18:00Z.
    expect(morningPushDay(late, new Date('2026-11-02T17:59:00Z'))).toBe('2026-11-02');
    expect(morningPushDay(late, new Date('2026-11-02T18:00:00Z'))).toBeNull();
  });

  it('reads a time stored before the window at its nearest useful edge', () => {
    const night = { ...device, time: '23:30' };
    expect(morningPushDay(night, new Date('2026-11-03T06:30:00Z'))).toBeNull(); // 23:30 MST
    expect(morningPushDay(night, new Date('2026-11-02T17:00:00Z'))).toBe('2026-11-02'); // 10:00
    const dawn = { ...device, time: '04:00' };
    expect(morningPushDay(dawn, new Date('2026-11-02T11:00:00Z'))).toBeNull(); // 04:00 MST
    expect(morningPushDay(dawn, new Date('2026-11-02T12:00:00Z'))).toBe('2026-11-02'); // 05:00
  });
});

describe('the morning window', () => {
  it('takes 05:00 to 10:59 and reads other stored times inside it', () => {
    expect(['04:59', '05:00', '10:59', '11:00'].map(isInPushWindow)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(['00:30', '05:00', '08:15', '10:59', '11:00', '23:59'].map(pushTimeInWindow)).toEqual([
      '05:00',
      '05:00',
      '08:15',
      '10:59',
      '10:00',
      '10:00',
    ]);
  });

  it('ends at 11:00 on the device, in summer and winter time', () => {
    expect(pushWindowEnd('2026-11-02', 'America/Denver').toISOString()).toBe(
      '2026-11-02T18:00:00.000Z',
    );
    expect(pushWindowEnd('2026-07-06', 'America/Denver').toISOString()).toBe(
      '2026-07-06T17:00:00.000Z',
    );
  });
});

describe('the notification text', () => {
  it('says the leads are ready, and the follow-ups due today when counted', () => {
    expect(leadsReadyMessage(null)).toEqual({
      title: 'Your leads are ready',
      body: "Today's fresh leads are waiting.",
      url: '/dashboard?tab=today',
      tag: 'leads-ready',
    });
    expect(leadsReadyMessage(0).body).toBe("Today's fresh leads are waiting.");
    expect(leadsReadyMessage(1).body).toBe(
      "Today's fresh leads are waiting. 1 follow-up due today.",
    );
    expect(leadsReadyMessage(3).body).toContain('3 follow-ups due today.');
  });
});

describe('a saved subscription', () => {
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: KEYS,
    timeZone: 'America/Chicago',
  };

  it('takes 08:00 and no follow-ups unless told', () => {
    expect(SavePushSubscriptionRequest.parse(valid)).toMatchObject({
      time: '08:00',
      includeFollowUps: false,
    });
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['time', { time: '8:00' }],
    ['time', { time: '24:00' }],
    ['time', { time: '04:59' }],
    ['time', { time: '11:00' }],
    ['time', { time: '21:00' }],
    ['endpoint', { endpoint: 'not a url' }],
    ['keys.auth', { keys: { ...KEYS, auth: 'short' } }],
    ['keys.p256dh', { keys: { ...KEYS, p256dh: 'a+b/' } }],
  ])('refuses a bad %s', (field, change) => {
    const result = SavePushSubscriptionRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('knows time zones by the platform’s data', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Nowhere/Special')).toBe(false);
  });
});
