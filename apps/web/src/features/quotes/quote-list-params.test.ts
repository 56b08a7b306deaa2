import { describe, expect, it } from 'vitest';
import { readQuoteListState, toQuoteQuery, writeQuoteListState } from './quote-list-params.ts';

const read = (search: string) => readQuoteListState(new URLSearchParams(search));

describe('quotes tab address', () => {
  it('reads event, status and page, falling back to All, every event and page 1', () => {
    expect(read('tab=quotes')).toEqual({ eventId: null, tab: 'all', page: 1 });
    expect(read('tab=quotes&event=12&status=accepted&page=3')).toEqual({ eventId: 12, tab: 'accepted', page: 3 });
    expect(read('status=pending').tab).toBe('submitted');
    expect(read('status=PENDING').tab).toBe('submitted');
    expect(read('event=abc&status=expired&page=0')).toEqual({ eventId: null, tab: 'all', page: 1 });
    expect(read('event=99999999999').eventId).toBeNull();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = writeQuoteListState({ eventId: 12, tab: 'submitted', page: 1 }, new URLSearchParams('tab=quotes&page=4&other=x'));
    expect(next.toString()).toBe('tab=quotes&other=x&event=12&status=submitted');
    expect(writeQuoteListState({ eventId: null, tab: 'all', page: 2 }, new URLSearchParams('tab=quotes&event=3')).toString()).toBe('tab=quotes&page=2');
  });

  it('asks the API for the event, the status and the page', () => {
    expect(toQuoteQuery({ eventId: null, tab: 'all', page: 1 })).toEqual({});
    expect(toQuoteQuery({ eventId: 12, tab: 'rejected', page: 2 })).toEqual({ event_request_id: 12, status: 'rejected', page: 2 });
  });
});
