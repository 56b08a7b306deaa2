import { describe, expect, it } from 'vitest';
import { eventRequest } from '../../test/event-fixtures.ts';
import { budgetText, eventTitle, isClosedToQuotes, quotesReceivedText, timelineRows, wordsOf } from './event-display.ts';

describe('budget text', () => {
  it("reads 'Not specified', 'From $x', 'Up to $y' or '$x - $y'", () => {
    expect(budgetText(null, null)).toBe('Not specified');
    expect(budgetText(2000, null)).toBe('From $2,000');
    expect(budgetText(null, 8000)).toBe('Up to $8,000');
    expect(budgetText(1500, 12000)).toBe('$1,500 - $12,000');
    expect(budgetText(0, 500)).toBe('$0 - $500');
  });
});

describe('card and modal texts', () => {
  it('counts quotes in words, names untitled drafts and shows stored values as words', () => {
    expect(quotesReceivedText(0)).toBe('0 quotes received');
    expect(quotesReceivedText(1)).toBe('1 quote received');
    expect(quotesReceivedText(4)).toBe('4 quotes received');
    expect(eventTitle({ title: '  ' })).toBe('Untitled event');
    expect(wordsOf('on_site')).toBe('On site');
    expect(wordsOf('business')).toBe('Business');
  });

  it('marks a submitted event that no longer takes quotes as closed, and nothing else', () => {
    expect(isClosedToQuotes({ status: 'submitted', accepting_quotes: false })).toBe(true);
    expect(isClosedToQuotes({ status: 'submitted', accepting_quotes: true })).toBe(false);
    expect(isClosedToQuotes({ status: 'active', accepting_quotes: false })).toBe(false);
    expect(isClosedToQuotes({ status: 'draft', accepting_quotes: false })).toBe(false);
  });
});

describe('timeline', () => {
  const titles = (...args: Parameters<typeof eventRequest>) => timelineRows(eventRequest(...args)).map((row) => row.title);

  it('shows a draft as created only', () => {
    expect(titles({ status: 'draft', submitted_at: null, quotes_count: 0, first_quote_at: null })).toEqual(['Event Created']);
  });

  it('shows a submitted event as sent to service providers, with its quotes from the first one', () => {
    const rows = timelineRows(eventRequest({ quotes_count: 3, first_quote_at: '2026-01-05T02:00:00.000Z' }));
    expect(rows.map((row) => [row.title, row.detail, row.at])).toEqual([
      ['Event Created', 'Saved in your events', '2026-01-01T00:00:00.000Z'],
      ['Event Submitted', 'Sent to service providers', '2026-01-01T00:00:00.000Z'],
      ['Quotes Received', '3 quotes received', '2026-01-05T02:00:00.000Z'],
    ]);
    expect(timelineRows(eventRequest({ quotes_count: 0, first_quote_at: null })).at(-1)).toMatchObject({ title: 'Quotes Received', detail: '0 quotes received', at: null });
  });

  it('adds the acceptance, the completion and the cancellation once they happened', () => {
    expect(titles({ status: 'completed', accepted_at: '2026-01-06T00:00:00.000Z', completed_at: '2030-02-15T00:00:00.000Z' })).toEqual([
      'Event Created', 'Event Submitted', 'Quotes Received', 'Quote Accepted', 'Event Completed',
    ]);
    expect(titles({ status: 'cancelled', cancelled_at: '2026-01-07T00:00:00.000Z' })).toEqual(['Event Created', 'Event Submitted', 'Quotes Received', 'Event Cancelled']);
    const cancelledDraft = timelineRows(eventRequest({ status: 'cancelled', submitted_at: null, quotes_count: 0, first_quote_at: null, cancelled_at: '2026-01-07T00:00:00.000Z' }));
    expect(cancelledDraft.map((row) => row.title)).toEqual(['Event Created', 'Event Cancelled']);
    expect(cancelledDraft.at(-1)?.detail).toBe('Cancelled before it was sent');
  });
});
