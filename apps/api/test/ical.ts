import ICAL from 'ical.js';

// Reads calendar text with a real iCalendar parser (ical.js, the one Thunderbird uses), so tests
// check what calendar apps will read rather than the strings we wrote.

export type TParsedEvent = {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  status: string | null;
  sequence: number;
  start: ICAL.Time;
  end: ICAL.Time;
  /** The TZID parameter of DTSTART and DTEND (null for an all-day DATE). */
  startTzid: string | null;
  endTzid: string | null;
};

export const parseCalendar = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const events: TParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const tzid = (name: string) => {
      const value = component.getFirstProperty(name)?.getParameter('tzid');
      return typeof value === 'string' ? value : null;
    };
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return typeof value === 'string' ? value : null;
    };
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location || null,
      description: event.description,
      status: text('status'),
      sequence: event.sequence,
      start: event.startDate,
      end: event.endDate,
      startTzid: tzid('dtstart'),
      endTzid: tzid('dtend'),
    };
  });
  return { calendar, timezones, events };
};

/** A property's value as written, without its name. */
const valueText = (component: ICAL.Component, name: string) => component.getFirstProperty(name)?.toICALString().replace(/^[^:]*:/, '');

/** The rules of a VTIMEZONE as [TZNAME, TZOFFSETFROM, TZOFFSETTO, RRULE] per observance. */
export const timezoneRules = (zone: ICAL.Component) =>
  [...zone.getAllSubcomponents('daylight'), ...zone.getAllSubcomponents('standard')].map((part) => ({
    kind: part.name,
    name: part.getFirstPropertyValue('tzname'),
    from: valueText(part, 'tzoffsetfrom'),
    to: valueText(part, 'tzoffsetto'),
    rrule: valueText(part, 'rrule'),
  }));
