import { describe, expect, it } from 'vitest';
import { QUOTE_MSG } from '@app/contract';
import { closedReason } from './request-rules.ts';

const open = { is_open_for_quotes: true, status: 'submitted', response_deadline: null, event_date: '2030-05-01' } as const;
const closed = { ...open, is_open_for_quotes: false };

describe('why a request is closed', () => {
  it('an open request has no reason', () => {
    expect(closedReason(open, '2030-01-01')).toBeNull();
  });

  it('cancelled, past its deadline, past its date, or another quote accepted', () => {
    expect(closedReason({ ...closed, status: 'cancelled' }, '2030-01-01')).toBe(QUOTE_MSG.eventCancelled);
    expect(closedReason({ ...closed, response_deadline: '2029-12-31T11:00:00.000Z' }, '2030-01-01')).toBe(QUOTE_MSG.eventExpired);
    expect(closedReason({ ...closed, event_date: '2029-12-01' }, '2030-01-01')).toBe(QUOTE_MSG.eventCompleted);
    expect(closedReason(closed, '2030-01-01')).toBe(QUOTE_MSG.alreadyAccepted);
  });
});
