import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, BLOG_SLUGS, SECTION_IDS } from '@app/contract';
import BlogArticlePage from './blog-article-page.tsx';
import { articleText, findBlogPost } from '../blog-articles.ts';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <h1>Blog list</h1> },
      { path: '/blog/:slug', element: <BlogArticlePage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('BlogArticlePage', () => {
  it('redirects an unknown slug to /blog, replacing the address', async () => {
    const router = renderAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(BLOG_SLUGS)('shows %s with Back to Blog and a call to action to the request form', async (slug) => {
    renderAt(`/blog/${slug}`);
    const summary = BLOG_POSTS.find((post) => post.slug === slug);
    expect(await screen.findByRole('heading', { level: 1, name: summary?.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: /Start Your Event Request/ })).toHaveAttribute('href', `/#${SECTION_IDS.requestForm}`);
    expect(screen.getByText(`${summary?.readMinutes} min read`)).toBeInTheDocument();
  });
});

describe('blog articles', () => {
  it.each(BLOG_SLUGS)('%s is a full article of at least 1,200 words', (slug) => {
    const post = findBlogPost(slug);
    expect(post).not.toBeNull();
    const words = articleText(post!.article).split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(1_200);
  });

  it('has unique heading anchors in every article', () => {
    for (const slug of BLOG_SLUGS) {
      const ids = findBlogPost(slug)!.article.blocks.flatMap((block) => (block.kind === 'h2' ? [block.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('reads 15, 12 and 18 minutes', () => {
    expect(BLOG_POSTS.map((post) => post.readMinutes)).toEqual([15, 12, 18]);
  });
});
