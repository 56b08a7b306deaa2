import type { TBlogSlug } from '@app/contract';

/** One block of article text. Headings of kind 'h2' carry an id for the table of contents. */
export type TArticleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; id: string; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'list'; items: readonly string[]; isOrdered?: boolean }
  | { kind: 'tip'; title: string; text: string }
  | { kind: 'quote'; text: string };

export type TArticle = {
  slug: TBlogSlug;
  /** The opening paragraph, shown larger under the title. */
  lead: string;
  blocks: readonly TArticleBlock[];
};
