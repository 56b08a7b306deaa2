import { describe, expect, it } from 'vitest';
import { QUOTE_REQUEST_MESSAGE_MAX, QUOTE_REQUEST_MSG, ZQuoteRequestCreate, ZQuoteRequestForm } from './quote-requests.ts';

const messages = (value: unknown) => {
  const result = ZQuoteRequestForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the Request a Quote form', () => {
  it("asks for an event ('Please choose the event you would like a quote for')", () => {
    expect(messages({ event_request_id: null, message: '' })).toEqual([['event_request_id', QUOTE_REQUEST_MSG.chooseEvent]]);
    expect(messages({ event_request_id: 0, message: '' })).toEqual([['event_request_id', QUOTE_REQUEST_MSG.chooseEvent]]);
  });

  it('keeps the message within the limit, trimmed, and empty as null', () => {
    expect(messages({ event_request_id: 12, message: 'x'.repeat(QUOTE_REQUEST_MESSAGE_MAX + 1) })).toEqual([['message', QUOTE_REQUEST_MSG.messageTooLong]]);
    expect(ZQuoteRequestForm.parse({ event_request_id: 12, message: '  About 60 guests.  ' })).toEqual({ event_request_id: 12, message: 'About 60 guests.' });
    const values = ZQuoteRequestForm.parse({ event_request_id: 12, message: '   ' });
    expect(values).toEqual({ event_request_id: 12, message: null });
    expect(ZQuoteRequestCreate.safeParse({ provider_id: 7, ...values }).success).toBe(true);
  });
});
