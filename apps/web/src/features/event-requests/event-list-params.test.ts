import { describe, expect, it } from 'vitest';
import { readEventListState, toEventListQuery, writeEventListState } from './event-list-params.ts';

describe('My Events in the address', () => {
  it('reads the filter and page, falling back to All and page 1', () => {
    expect(readEventListState(new URLSearchParams('tab=events'))).toEqual({ filter: 'all', page: 1 });
    expect(readEventListState(new URLSearchParams('events_status=draft&events_page=3'))).toEqual({ filter: 'draft', page: 3 });
    expect(readEventListState(new URLSearchParams('events_status=Completed'))).toEqual({ filter: 'completed', page: 1 });
    expect(readEventListState(new URLSearchParams('events_status=cancelled&events_page=0'))).toEqual({ filter: 'all', page: 1 });
    expect(readEventListState(new URLSearchParams('events_page=-2'))).toEqual({ filter: 'all', page: 1 });
    expect(readEventListState(new URLSearchParams('events_page=99999999999'))).toEqual({ filter: 'all', page: 1 });
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const current = new URLSearchParams('tab=events&events_page=4');
    expect(writeEventListState({ filter: 'active', page: 2 }, current).toString()).toBe('tab=events&events_status=active&events_page=2');
    expect(writeEventListState({ filter: 'all', page: 1 }, current).toString()).toBe('tab=events');
  });

  it('asks the list for 20 events of the statuses the tab lists', () => {
    expect(toEventListQuery({ filter: 'all', page: 1 })).toEqual({ page: 1, limit: 20 });
    expect(toEventListQuery({ filter: 'active', page: 2 })).toEqual({ page: 2, limit: 20, status: 'submitted,active' });
    expect(toEventListQuery({ filter: 'draft', page: 1 })).toEqual({ page: 1, limit: 20, status: 'draft' });
  });
});
