import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, toPrefixTsQuery } from './search-query.ts';

describe('toPrefixTsQuery', () => {
  it('makes every word a prefix, all required, in lower case', () => {
    expect(toPrefixTsQuery('Cater')).toBe("'cater':*");
    expect(toPrefixTsQuery('  Wedding   PHOTO  ')).toBe("'wedding':* & 'photo':*");
  });

  it('keeps letters of any script, macrons included', () => {
    expect(toPrefixTsQuery('Hāngī Tōtara')).toBe("'hāngī':* & 'tōtara':*");
    // NFD input (a + combining macron) is normalised to the stored NFC form.
    expect(toPrefixTsQuery('ha\u0304ngi\u0304')).toBe("'hāngī':*");
  });

  it('drops tsquery operators and punctuation, so nothing from the input reaches the query syntax', () => {
    expect(toPrefixTsQuery("cater' | !bad & (x:*) <-> y")).toBe("'cater':* & 'bad':*");
    expect(toPrefixTsQuery("'&|!:*()<->")).toBeNull();
    expect(toPrefixTsQuery('')).toBeNull();
    expect(toPrefixTsQuery(undefined)).toBeNull();
  });

  it('drops one-letter words next to longer ones but keeps a lone letter', () => {
    expect(toPrefixTsQuery('e-mail a b')).toBe("'mail':*");
    expect(toPrefixTsQuery('a')).toBe("'a':*");
  });

  it('uses each word once and at most a handful of words', () => {
    expect(toPrefixTsQuery('dj DJ dj')).toBe("'dj':*");
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(toPrefixTsQuery(many)!.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
  });
});
