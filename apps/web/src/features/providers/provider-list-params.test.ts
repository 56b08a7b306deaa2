import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, readListState, toProviderQuery, writeListState } from './provider-list-params.ts';

describe('list settings in the address', () => {
  it('round-trips through the query string and drops defaults', () => {
    const state = { ...DEFAULT_LIST_STATE, search: 'cater', categoryId: '2', minYears: '5', sort: 'avg_rating-desc', page: 3, limit: 12, view: 'list' as const };
    const params = writeListState(state);
    expect(params.toString()).toBe('tab=providers&q=cater&category=2&experience=5&sort=avg_rating-desc&page=3&limit=12&view=list');
    expect(readListState(params)).toEqual(state);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('tab=providers');
  });

  it('ignores values the API would refuse', () => {
    const state = readListState(new URLSearchParams('limit=13&page=-2&price=cheap&experience=4&sort=nope&category=abc'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });

  it('sends only non-empty values, with the default sort business_name ascending', () => {
    expect(toProviderQuery(DEFAULT_LIST_STATE)).toEqual({ page: 1, limit: 20, sortBy: 'business_name', sortOrder: 'asc' });
    expect(
      toProviderQuery({ ...DEFAULT_LIST_STATE, search: '  cater ', locationId: '4', priceRange: 'mid_range', city: 'Nelson', sort: 'years_in_operation-desc' }),
    ).toEqual({ page: 1, limit: 20, sortBy: 'years_in_operation', sortOrder: 'desc', search: 'cater', locationId: 4, priceRange: 'mid_range', city: 'Nelson' });
  });
});
