import { describe, expect, it } from 'vitest';
import { QUOTE_MSG } from '@app/contract';
import { eventQuoteProblem, isExpiredQuote, quotableCategories, type TQuotableEvent } from './quote-rules.ts';

const TODAY = '2026-05-10';
const open: TQuotableEvent = { status: 'submitted', event_date: '2026-06-01', is_past_deadline: false, has_accepted_quote: false };
const problem = (event: Partial<TQuotableEvent>) => eventQuoteProblem({ ...open, ...event }, TODAY);

describe('quote rules', () => {
  it('lets an open submitted request take quotes', () => {
    expect(problem({})).toBeNull();
    expect(problem({ event_date: null })).toBeNull();
    expect(problem({ event_date: TODAY })).toBeNull();
  });

  it('names why a request does not take quotes', () => {
    expect(problem({ status: 'draft' })).toMatchObject({ code: 'CONFLICT', message: QUOTE_MSG.eventDraft });
    expect(problem({ status: 'cancelled' })?.message).toBe(QUOTE_MSG.eventCancelled);
    expect(problem({ status: 'completed' })?.message).toBe(QUOTE_MSG.eventCompleted);
    expect(problem({ status: 'active' })?.message).toBe(QUOTE_MSG.eventNotOpen);
    expect(problem({ status: 'rejected' })?.message).toBe(QUOTE_MSG.eventNotOpen);
    expect(problem({ has_accepted_quote: true })?.message).toBe(QUOTE_MSG.alreadyAccepted);
    expect(problem({ event_date: '2026-05-09' })?.message).toBe(QUOTE_MSG.eventCompleted);
    expect(problem({ is_past_deadline: true })?.message).toBe(QUOTE_MSG.eventExpired);
  });

  it('reads a submitted quote past its valid_until as expired, and only that', () => {
    expect(isExpiredQuote({ status: 'submitted', valid_until: '2026-05-09' }, TODAY)).toBe(true);
    expect(isExpiredQuote({ status: 'submitted', valid_until: TODAY }, TODAY)).toBe(false);
    expect(isExpiredQuote({ status: 'submitted', valid_until: null }, TODAY)).toBe(false);
    expect(isExpiredQuote({ status: 'accepted', valid_until: '2026-01-01' }, TODAY)).toBe(false);
  });

  it('lets a provider quote for the requested categories it offers, or any of its own when invited', () => {
    expect([...quotableCategories({ requested: [1, 2, 3], offered: [2, 3, 9], isInvited: false })].sort()).toEqual([2, 3]);
    expect([...quotableCategories({ requested: [1], offered: [9], isInvited: false })]).toEqual([]);
    expect([...quotableCategories({ requested: [1], offered: [9, 8], isInvited: true })].sort()).toEqual([8, 9]);
  });
});
