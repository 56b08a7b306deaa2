/** At most this many words of a search are used; more only narrow a list that is already narrow. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;
/**
 * The listing lexemes hold each word's prefixes of 1 to 20 characters (migration 0018), so a word
 * of up to 20 letters is one exact lexeme there. A longer word uses its first 20 letters there and
 * is checked in full against the text of the rows those find.
 */
export const LISTING_PREFIX_MIN = 1;
export const LISTING_PREFIX_MAX = 20;

/**
 * The words of what a person typed, as the search matches them: lower case, NFC, letters and
 * digits only (any script, so macrons stay), each word once, at most MAX_SEARCH_WORDS. Nothing
 * else survives, so no tsquery operator from the input can reach PostgreSQL. Single characters are
 * dropped when longer words are present, because a one-letter prefix matches most providers.
 */
export const searchWords = (search: string | null | undefined): string[] => {
  if (!search) return [];
  const words = search.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  const useful = unique.some((word) => word.length > 1) ? unique.filter((word) => word.length > 1) : unique;
  return useful.slice(0, MAX_SEARCH_WORDS);
};

/** Prefix tsquery text for the 'simple' configuration: ['cater', 'auck'] -> 'cater':* & 'auck':*. */
export const toPrefixTsQuery = (words: readonly string[]): string | null =>
  words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');

/** tsquery text that needs every lexeme exactly, quoted so any character is literal: '~c:Hawke''s Bay' & 'cater'. */
export const toLexemeQuery = (lexemes: readonly string[]): string =>
  lexemes.map((lexeme) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' & ');
