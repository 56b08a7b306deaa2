import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseCalendar, timezoneRules } from '../../../test/ical.ts';
import { buildCalendar, escapeText, foldLine, sequenceOf, type TCalendarEntry } from './ics.ts';

const entry = (overrides: Partial<TCalendarEntry> = {}): TCalendarEntry => ({
  uid: 'event-42@hui.example',
  date: '2026-12-24',
  summary: 'Christmas Eve, hāngī; for the \\ whānau',
  location: '12 Beach Road, Auckland',
  description: 'Line one\nLine two, with a comma; and a semicolon',
  url: 'https://hui.example/dashboard?tab=events',
  status: 'CONFIRMED',
  updatedAt: new Date('2026-11-20T01:02:03Z'),
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...overrides,
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, and ends every line with CRLF', () => {
    const line = `DESCRIPTION:${'ā'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const text = buildCalendar({ name: 'Test', entries: [entry({ description: 'x'.repeat(500) })], isFeed: false });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const part of text.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('round-trips an all-day entry through ical.js: UID, DATE start and end, SUMMARY, LOCATION, DESCRIPTION, STATUS, SEQUENCE', () => {
    const { events } = parseCalendar(buildCalendar({ name: 'Test', entries: [entry()], isFeed: false }));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: 'event-42@hui.example',
      summary: 'Christmas Eve, hāngī; for the \\ whānau',
      location: '12 Beach Road, Auckland',
      description: 'Line one\nLine two, with a comma; and a semicolon',
      status: 'CONFIRMED',
      sequence: sequenceOf(new Date('2026-11-20T01:02:03Z')),
      startTzid: null,
    });
    expect(event!.start.isDate).toBe(true);
    expect(event!.start.toString()).toBe('2026-12-24');
    expect(event!.end.toString()).toBe('2026-12-25');
  });

  it('writes a timed entry with TZID=Pacific/Auckland, and the VTIMEZONE gives NZDT in summer and NZST in winter', () => {
    const text = buildCalendar({
      name: 'Test',
      entries: [
        entry({ uid: 'summer@x', date: '2027-01-15', time: { start: '12:00', end: '15:30' } }),
        entry({ uid: 'winter@x', date: '2027-07-15', time: { start: '12:00', end: '13:00' } }),
      ],
      isFeed: true,
    });
    const { events, timezones } = parseCalendar(text);
    expect(timezones).toHaveLength(1);
    expect(timezones[0]!.getFirstPropertyValue('tzid')).toBe('Pacific/Auckland');
    expect(timezoneRules(timezones[0]!)).toEqual([
      { kind: 'daylight', name: 'NZDT', from: '+1200', to: '+1300', rrule: 'FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU' },
      { kind: 'standard', name: 'NZST', from: '+1300', to: '+1200', rrule: 'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU' },
    ]);
    const [summer, winter] = events;
    expect(summer).toMatchObject({ startTzid: 'Pacific/Auckland', endTzid: 'Pacific/Auckland' });
    expect(summer!.start.toString()).toBe('2027-01-15T12:00:00');
    expect(summer!.start.toJSDate().toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(summer!.end.toJSDate().toISOString()).toBe('2027-01-15T02:30:00.000Z');
    expect(winter!.start.toJSDate().toISOString()).toBe('2027-07-15T00:00:00.000Z');
    // The changes themselves: 2026-09-27 02:00 NZST jumps to 03:00 NZDT; 2027-04-04 03:00 NZDT falls back to 02:00 NZST.
    const zone = ICAL.TimezoneService.get('Pacific/Auckland')!;
    const offsetAt = (iso: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(iso)) / 3600;
    expect([offsetAt('2026-09-27T01:59:00'), offsetAt('2026-09-27T03:01:00'), offsetAt('2027-04-04T01:00:00'), offsetAt('2027-04-04T03:01:00')]).toEqual([12, 13, 13, 12]);
  });

  it('marks a feed for hourly refresh and a cancelled entry as cancelled', () => {
    const text = buildCalendar({ name: 'Feed', entries: [entry({ status: 'CANCELLED' })], isFeed: true });
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(parseCalendar(text).events[0]!.status).toBe('CANCELLED');
  });
});
