import { describe, expect, it } from 'vitest';
import { durationText, formatQuoteAmount, NO_DURATION_TEXT, providerStatusText, serviceText } from './quote-display.ts';

describe('quote display', () => {
  it('writes the amount in the quote currency, en-NZ', () => {
    expect(formatQuoteAmount(4850, 'NZD')).toBe('$4,850');
    expect(formatQuoteAmount(1499.5, 'nzd')).toBe('$1,499.50');
    expect(formatQuoteAmount(1200, 'AUD')).toBe('A$1,200');
    expect(formatQuoteAmount(1200, 'XQQ1')).toBe('1,200 XQQ1');
    // Formatters are reused: each currency and precision still reads as its own.
    expect(formatQuoteAmount(1200.5, 'XQQ1')).toBe('1,200.50 XQQ1');
    expect(formatQuoteAmount(4850, 'nzd')).toBe('$4,850');
    expect(formatQuoteAmount(1200.25, 'AUD')).toBe('A$1,200.25');
  });

  it('says when no duration was given', () => {
    expect(durationText({ estimated_duration: null })).toBe(NO_DURATION_TEXT);
    expect(durationText({ estimated_duration: '  ' })).toBe('Duration not specified');
    expect(durationText({ estimated_duration: '6 hours' })).toBe('6 hours');
  });

  it('joins category and subcategory', () => {
    expect(serviceText({ category_name: 'Catering & Food', subcategory_name: 'Wedding catering' })).toBe('Catering & Food · Wedding catering');
    expect(serviceText({ category_name: 'Catering & Food', subcategory_name: null })).toBe('Catering & Food');
    expect(serviceText({ category_name: null, subcategory_name: null })).toBeNull();
  });

  it('writes a provider status as words', () => {
    expect(providerStatusText('active')).toBe('Active');
    expect(providerStatusText('pending_review')).toBe('Pending review');
  });
});
