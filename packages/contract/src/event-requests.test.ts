import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate, budgetProblem, draftFlag, eventDateProblem, EVENT_REQUEST_MSG, isIsoDate, minEventDate, normaliseItem, nzToday,
  organiserEmailProblem, ZEventRequestInput, ZEventRequestItemInput, ZEventRequestListQuery,
} from './event-requests.ts';

describe('event request dates', () => {
  it('counts today in New Zealand time', () => {
    // 2025-03-01 11:30 UTC is already 2 March in Auckland (UTC+13).
    expect(nzToday(new Date('2025-03-01T11:30:00Z'))).toBe('2025-03-02');
    expect(nzToday(new Date('2025-07-01T11:30:00Z'))).toBe('2025-07-01');
  });

  it('asks for a real date at least three days ahead', () => {
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(minEventDate('2025-12-30')).toBe('2026-01-02');
    expect(eventDateProblem('', '2025-06-01')).toBe(EVENT_REQUEST_MSG.eventDateRequired);
    expect(eventDateProblem(addDaysToIsoDate('2025-06-01', 2), '2025-06-01')).toBe('Event date must be at least 3 days from today');
    expect(eventDateProblem(addDaysToIsoDate('2025-06-01', 3), '2025-06-01')).toBeNull();
  });

  it('checks the budget order and the e-mail', () => {
    expect(budgetProblem(6000, 5000)).toBe(EVENT_REQUEST_MSG.budgetOrder);
    expect(budgetProblem(5000, 5000)).toBeNull();
    expect(budgetProblem(null, 5000)).toBeNull();
    expect(organiserEmailProblem(' ')).toBe('Email is required');
    expect(organiserEmailProblem('not-an-email')).toBe('Please enter a valid email address');
    expect(organiserEmailProblem('mere@example.nz')).toBeNull();
  });
});

describe('event request payload', () => {
  it('reads both item shapes into the same links', () => {
    const older = normaliseItem(ZEventRequestItemInput.parse({ category_id: 3, subcategory_ids: [7, 8, 7], quantity: '2' }));
    const newer = normaliseItem(ZEventRequestItemInput.parse({ categories: [{ category_id: 3, subcategory_id: 7 }, { category_id: 3, subcategory_id: 8 }, { category_id: 3 }] , quantity: 2 }));
    expect(older).toEqual({ name: null, quantity: 2, notes: null, links: [{ category_id: 3, subcategory_id: 7 }, { category_id: 3, subcategory_id: 8 }] });
    expect(newer).toEqual(older);
    expect(normaliseItem(ZEventRequestItemInput.parse({ category_id: 4 })).links).toEqual([{ category_id: 4, subcategory_id: null }]);
  });

  it('rejects a quantity below one', () => {
    const result = ZEventRequestItemInput.safeParse({ category_id: 1, quantity: 0 });
    expect(result.error?.issues[0]?.message).toBe(EVENT_REQUEST_MSG.quantityMin);
  });

  it('turns blank optional fields into null and keeps blank titles', () => {
    const parsed = ZEventRequestInput.parse({ title: '  ', delivery_address: ' ', budget_min: '', event_date: '' });
    expect(parsed).toMatchObject({ title: '', delivery_address: null, budget_min: null, event_date: null });
    expect('description' in parsed && parsed.description !== undefined).toBe(false);
  });

  it('reads the draft flag from status, is_draft or draft', () => {
    expect(draftFlag({ status: 'draft' })).toBe(true);
    expect(draftFlag({ is_draft: true })).toBe(true);
    expect(draftFlag({ draft: false })).toBe(false);
    expect(draftFlag({})).toBeNull();
    expect(draftFlag({ status: 'submitted', is_draft: true })).toBe('conflict');
  });

  it('reads the list query with its defaults and limits', () => {
    expect(ZEventRequestListQuery.parse({})).toMatchObject({ page: 1, limit: 20 });
    expect(ZEventRequestListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZEventRequestListQuery.safeParse({ status: 'completed,cancelled' }).success).toBe(true);
    expect(ZEventRequestListQuery.safeParse({ status: 'archived' }).success).toBe(false);
  });
});
