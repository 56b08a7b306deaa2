import { CALENDAR_TIME_ZONE } from '@app/contract';

// iCalendar text (RFC 5545) without I/O: escaping, line folding, the Pacific/Auckland VTIMEZONE and
// one VEVENT per entry. Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 character.

/** One calendar entry. `date` is the New Zealand calendar date (YYYY-MM-DD). */
export type TCalendarEntry = {
  uid: string;
  date: string;
  /** Local wall-clock times in Pacific/Auckland (HH:MM); without them the entry is all-day. */
  time?: { start: string; end: string };
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** The last change of anything the entry shows: DTSTAMP, LAST-MODIFIED and SEQUENCE come from it. */
  updatedAt: Date;
  createdAt: Date;
};

export type TCalendar = { name: string; entries: TCalendarEntry[]; isFeed: boolean };

/**
 * NZ daylight time since 2007 (Time Act 1974 order): from the last Sunday of September at 02:00 NZST
 * to the first Sunday of April at 03:00 NZDT. Every date the product shows is after 2007, so the
 * current rules are the only ones written.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+1200',
  'TZOFFSETTO:+1300',
  'TZNAME:NZDT',
  'DTSTART:20070930T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+1300',
  'TZOFFSETTO:+1200',
  'TZNAME:NZST',
  'DTSTART:20080406T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds one content line at 75 octets (§3.1): continuation lines start with a space. */
export const foldLine = (line: string): string => {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A UTC DATE-TIME: 20261124T093000Z. */
export const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');
const nextDay = (isoDate: string) => {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * SEQUENCE: whole seconds from 2024-01-01 to the entry's last change (a 32-bit integer until 2092), so
 * every change raises it and a re-download or a feed refresh replaces the entry in the calendar app.
 */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
export const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

const eventLines = (entry: TCalendarEntry): string[] => {
  const when = entry.time
    ? [
        `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${compactDate(entry.date)}T${entry.time.start.replace(':', '')}00`,
        `DTEND;TZID=${CALENDAR_TIME_ZONE}:${compactDate(entry.date)}T${entry.time.end.replace(':', '')}00`,
      ]
    : [`DTSTART;VALUE=DATE:${compactDate(entry.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(entry.date))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.updatedAt)}`,
    `CREATED:${utcStamp(entry.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(entry.updatedAt)}`,
    `SEQUENCE:${sequenceOf(entry.updatedAt)}`,
    ...when,
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    `STATUS:${entry.status}`,
    // An all-day booking does not make the person busy all day in free/busy views.
    `TRANSP:${entry.time ? 'OPAQUE' : 'TRANSPARENT'}`,
    'END:VEVENT',
  ];
};

/** A whole VCALENDAR: the time zone once, then the entries. */
export const buildCalendar = (calendar: TCalendar): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hui Events//Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    // How often a subscribed calendar should look again (RFC 7986, and Outlook's own name for it).
    ...(calendar.isFeed ? ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...VTIMEZONE,
    ...calendar.entries.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
