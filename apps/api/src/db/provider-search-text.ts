/**
 * What a provider's search text is: the business name, the description (when not empty) and the
 * names of its categories in display order, separated by spaces. This expression is the only
 * definition: refreshProviderSearchText (after an edit), the seeds' set-based refresh
 * (seed/provider-stats.ts) and the test factories all write provider_profiles.search_text with it.
 * From the stored text PostgreSQL derives the word prefixes of the listing index and the text's
 * words for long-word searches (the expression indexes of migration 0018).
 *
 * `alias` names the provider_profiles row in the surrounding statement.
 */
export const providerSearchTextSql = (alias: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return `concat_ws(' ', ${alias}.business_name, nullif(${alias}.description, ''), (
      SELECT string_agg(c.name, ' ' ORDER BY c.sort_order, c.name)
      FROM provider_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.provider_id = ${alias}.id))`;
};
