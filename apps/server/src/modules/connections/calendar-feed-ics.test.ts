// The iCalendar writer, read back by a real parser: ical.js 2.2 (Mozilla's, RFC 5545).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_CONTACTS, MAX_FEED_EVENTS } from './calendar-feed-events';
import { escapeText, foldLine, type IcsEvent, icsCalendar } from './calendar-feed-ics';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'follow-up-1-day-2@porchlight.test',
  date: '2026-11-30',
  summary: 'Day 2 of 6: text 12 Palm Ave',
  description: 'Jane Doe: (555) 010-0001',
  url: 'https://porchlight.test/dashboard?lead=1',
  ...overrides,
});

const calendar = (events: IcsEvent[]) =>
  icsCalendar({
    prodId: '-//Porchlight//Follow-up calendar//EN',
    name: 'Porchlight follow-up',
    refreshMinutes: 60,
    stamp: new Date('2026-11-28T19:00:00Z'),
    events,
  });

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the iCalendar writer', () => {
  it('writes a calendar ical.js reads, with its headers and one all-day event', () => {
    const { root, events } = parse(calendar([event()]));
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Porchlight//Follow-up calendar//EN');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Porchlight follow-up');
    expect(root.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(root.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    const [only] = events;
    expect(events).toHaveLength(1);
    expect(only?.uid).toBe('follow-up-1-day-2@porchlight.test');
    expect(only?.summary).toBe('Day 2 of 6: text 12 Palm Ave');
    expect(only?.startDate.isDate).toBe(true);
    expect(only?.startDate.toString()).toBe('2026-11-30');
    expect(only?.endDate.toString()).toBe('2026-12-01');
    expect(only?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-28T19:00:00Z',
    );
    expect(only?.component.getFirstPropertyValue('url')).toBe(
      'https://porchlight.test/dashboard?lead=1',
    );
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    const long = 'Ünïcode ✓ Avenue, Apt 5; Suite 7 '.repeat(12);
    const text = calendar([event({ summary: long, description: long })]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const [parsed] = parse(text).events;
    expect(parsed?.summary).toBe(long);
    expect(parsed?.description).toBe(long);
  });

  it('never splits a character of several octets when it folds', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT, and reads them back', () => {
    const tricky = 'Smith, John; "Jr"\\ Esq\nLine two\r\nLine three';
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const [parsed] = parse(calendar([event({ summary: tricky, description: tricky })])).events;
    expect(parsed?.summary).toBe(tricky.replace(/\r\n/g, '\n'));
    expect(parsed?.description).toBe(tricky.replace(/\r\n/g, '\n'));
  });

  it('ends an event on New Year’s Eve on the first of January', () => {
    const [parsed] = parse(calendar([event({ date: '2026-12-31' })])).events;
    expect(parsed?.endDate.toString()).toBe('2027-01-01');
  });

  it("keeps the longest feed the bounds allow under Google Calendar's 1 MB", () => {
    const contact = `${'N'.repeat(100)}: ${'e'.repeat(240)}@example.com`;
    const description = [
      `${'A'.repeat(200)}, ${'C'.repeat(100)}, ST`,
      '',
      'Email:',
      ...Array.from({ length: MAX_EVENT_CONTACTS }, () => contact),
      'and 99 more',
      '',
      `https://porchlight.example.com/dashboard?lead=${'0'.repeat(36)}`,
    ].join('\n');
    const events = Array.from({ length: MAX_FEED_EVENTS }, (_, i) =>
      event({
        uid: `follow-up-${i}-day-1@porchlight.example.com`,
        summary: `Day 1 of 6: email ${'A'.repeat(200)}`,
        description,
      }),
    );
    const bytes = Buffer.byteLength(calendar(events));
    expect(bytes).toBeLessThan(1_000_000);
    expect(parse(calendar(events)).events).toHaveLength(MAX_FEED_EVENTS);
  });
});
