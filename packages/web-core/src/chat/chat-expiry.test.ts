import { describe, expect, it } from 'vitest';
import { CHAT_MSG } from '@app/contract';
import { chatExpiry } from './chat-expiry.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('chat expiry', () => {
  it('is Expired at or past expires_at', () => {
    expect(chatExpiry(inHours(0), NOW)).toEqual({ status: 'expired', label: CHAT_MSG.expiredLabel });
    expect(chatExpiry(inHours(-5), NOW).status).toBe('expired');
    expect(chatExpiry('not a date', NOW).status).toBe('expired');
  });

  it('shows hours left, urgent, from 24 hours on', () => {
    expect(chatExpiry(inHours(24), NOW)).toEqual({ status: 'urgent', label: '24 hours left' });
    expect(chatExpiry(inHours(5.2), NOW)).toEqual({ status: 'urgent', label: '6 hours left' });
    expect(chatExpiry(inHours(0.1), NOW)).toEqual({ status: 'urgent', label: '1 hour left' });
  });

  it('shows days left otherwise', () => {
    expect(chatExpiry(inHours(25), NOW)).toEqual({ status: 'open', label: '2 days left' });
    expect(chatExpiry(inHours(24 * 14 - 0.01), NOW)).toEqual({ status: 'open', label: '14 days left' });
  });
});
