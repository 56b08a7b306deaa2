import { BLOG_POSTS, type TBlogPostSummary, type TBlogSlug } from '@app/contract';
import type { TArticle } from './articles/article-types.ts';
import { chooseVenueArticle } from './articles/how-to-choose-perfect-venue-new-zealand.ts';
import { eventTrendsArticle } from './articles/top-event-trends-new-zealand-2024.ts';
import { ultimateGuideArticle } from './articles/ultimate-guide-planning-events-new-zealand.ts';

const ARTICLES: Readonly<Record<TBlogSlug, TArticle>> = {
  'ultimate-guide-planning-events-new-zealand': ultimateGuideArticle,
  'top-event-trends-new-zealand-2024': eventTrendsArticle,
  'how-to-choose-perfect-venue-new-zealand': chooseVenueArticle,
};

export type TBlogPost = { summary: TBlogPostSummary; article: TArticle };

/** The post for a slug from the address, or null when there is no such article. */
export function findBlogPost(slug: string | undefined): TBlogPost | null {
  const summary = BLOG_POSTS.find((post) => post.slug === slug);
  return summary ? { summary, article: ARTICLES[summary.slug] } : null;
}

/** Every word a reader sees in the article body, for counts and tests. */
export function articleText(article: TArticle): string {
  const parts: string[] = [article.lead];
  for (const block of article.blocks) {
    if (block.kind === 'list') parts.push(...block.items);
    else if (block.kind === 'tip') parts.push(block.title, block.text);
    else parts.push(block.text);
  }
  return parts.join(' ');
}
