import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './business-days';
import {
  isTimeZone,
  leadsReadyMessage,
  morningPushDay,
  SavePushSubscriptionRequest,
} from './notifications';

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
    // Friday 6 Nov 23:30 in Honolulu is Saturday in New York and in UTC.
    const late = { time: '23:30', timeZone: 'Pacific/Honolulu', lastSentDay: null };
    expect(morningPushDay(late, new Date('2026-11-07T09:30:00Z'))).toBe('2026-11-06');
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
