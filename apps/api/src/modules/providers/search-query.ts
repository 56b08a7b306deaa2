/** At most this many words of a search are used; more only narrow a list that is already narrow. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;

/**
 * Turns what a person typed into a prefix tsquery for the 'simple' configuration, or null when
 * nothing searchable is left: 'Cater  Auck' -> 'cater':* & 'auck':*. Only letters and digits
 * survive (any script, so macrons stay), so no tsquery operator from the input can reach
 * PostgreSQL. Single characters are dropped when longer words are present, because a one-letter
 * prefix matches most of the index and adds nothing.
 */
export const toPrefixTsQuery = (search: string | null | undefined): string | null => {
  if (!search) return null;
  const words = search.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  const useful = unique.some((word) => word.length > 1) ? unique.filter((word) => word.length > 1) : unique;
  if (useful.length === 0) return null;
  return useful.slice(0, MAX_SEARCH_WORDS).map((word) => `'${word}':*`).join(' & ');
};
