import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords, toLexemeQuery, toPrefixTsQuery } from './search-query.ts';

describe('searchWords', () => {
  it('keeps each word once, in lower case', () => {
    expect(searchWords('Cater')).toEqual(['cater']);
    expect(searchWords('  Wedding   PHOTO  wedding ')).toEqual(['wedding', 'photo']);
  });

  it('keeps letters of any script, macrons included, in NFC', () => {
    expect(searchWords('Hāngī Tōtara')).toEqual(['hāngī', 'tōtara']);
    // NFD input (a + combining macron) becomes the stored NFC form.
    expect(searchWords('ha\u0304ngi\u0304')).toEqual(['hāngī']);
  });

  it('drops tsquery operators and punctuation, so nothing from the input reaches the query syntax', () => {
    expect(searchWords("cater' | !bad & (x:*) <-> y")).toEqual(['cater', 'bad']);
    expect(searchWords("'&|!:*()<->")).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('drops one-letter words next to longer ones but keeps a lone letter', () => {
    expect(searchWords('e-mail a b')).toEqual(['mail']);
    expect(searchWords('a')).toEqual(['a']);
  });

  it('uses at most a handful of words', () => {
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('query text', () => {
  it('makes every word a required prefix of the text', () => {
    expect(toPrefixTsQuery(['cater', 'auck'])).toBe("'cater':* & 'auck':*");
    expect(toPrefixTsQuery([])).toBeNull();
  });

  it('quotes listing lexemes so quotes, backslashes, colons and spaces are literal', () => {
    expect(toLexemeQuery(['cater', '~c:Hawke\'s Bay', '~p:mid_range', 'a\\b'])).toBe("'cater' & '~c:Hawke''s Bay' & '~p:mid_range' & 'a\\\\b'");
  });
});
