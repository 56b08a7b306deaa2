import { describe, expect, it } from 'vitest';
import { DATE_ORDER_PROBLEM, dateRangeProblem, filtersToQuery, filtersToSearch, NO_FILTERS, readFilters, withFilter } from './request-filters.ts';

describe('inbox filters in the address', () => {
  it('reads what it understands and drops the rest', () => {
    expect(readFilters(new URLSearchParams('category_id=4&date_from=2030-01-01&date_to=2030-02-30&invited_only=true&page=3'))).toEqual({
      categoryId: 4, dateFrom: '2030-01-01', dateTo: null, isInvitedOnly: true, page: 3,
    });
    expect(readFilters(new URLSearchParams('category_id=x&page=0&invited_only=yes'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults, and a filter change goes back to page 1', () => {
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    const paged = { ...NO_FILTERS, page: 4 };
    const next = withFilter(paged, { categoryId: 2, isInvitedOnly: true });
    expect(filtersToSearch(next).toString()).toBe('category_id=2&invited_only=true');
    expect(filtersToQuery(next)).toEqual({ category_id: 2, date_from: undefined, date_to: undefined, invited_only: 'true', page: 1 });
  });

  it('a range that ends before it starts is a problem, not a query', () => {
    expect(dateRangeProblem({ ...NO_FILTERS, dateFrom: '2030-03-01', dateTo: '2030-02-01' })).toBe(DATE_ORDER_PROBLEM);
    expect(dateRangeProblem({ ...NO_FILTERS, dateFrom: '2030-03-01', dateTo: '2030-03-01' })).toBeNull();
  });
});
