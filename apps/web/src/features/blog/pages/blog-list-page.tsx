import { useState } from 'react';
import { BLOG_CATEGORIES, BLOG_POSTS, type TBlogCategory } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { BlogPostCards } from '../components/blog-post-card.tsx';
import { NewsletterBox } from '../components/newsletter-box.tsx';
import { ResourceCards } from '../components/resource-cards.tsx';

const ALL_POSTS: TBlogCategory = 'All Posts';

export default function BlogListPage() {
  const [category, setCategory] = useState<TBlogCategory>(ALL_POSTS);
  const posts = category === ALL_POSTS ? BLOG_POSTS : BLOG_POSTS.filter((post) => post.topics.some((topic) => topic === category));

  return (
    <div className="bg-[#faf7f2]">
      <header className="relative overflow-hidden bg-gradient-to-b from-[#fbefe1] to-[#faf7f2]">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 1200 200" preserveAspectRatio="none" className="pointer-events-none absolute inset-x-0 bottom-0 h-32 w-full text-brand-900/[0.06]">
          <path d="M0 150 L140 70 L240 120 L380 30 L520 130 L660 60 L800 140 L960 50 L1200 140 V200 H0 Z" fill="currentColor" />
        </svg>
        <div className="relative mx-auto max-w-7xl px-5 pb-14 pt-12 sm:px-8 lg:pb-20 lg:pt-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">The Hui Events blog</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            Event planning ideas and advice for Aotearoa
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-600">
            Practical guides from people who plan events around New Zealand every week: seasons and regions, venues,
            budgets in NZ dollars, tikanga and the trends worth knowing about.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
        <div role="group" aria-label="Filter articles by category" className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
          {BLOG_CATEGORIES.map((chip) => {
            const isActive = chip === category;
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={isActive}
                onClick={() => setCategory(chip)}
                className={cx(
                  'shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition',
                  isActive ? 'border-brand-700 bg-brand-700 text-white shadow-sm' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800',
                )}
              >
                {chip}
              </button>
            );
          })}
        </div>

        <section aria-labelledby="articles-heading" className="mt-8">
          {/* The cards' titles are h3: the list's own heading keeps the outline in order (h1, h2, h3). */}
          <h2 id="articles-heading" className="sr-only">
            Articles
          </h2>
          <p className="sr-only" role="status">
            {posts.length === 1 ? '1 article' : `${posts.length} articles`} in {category}
          </p>
          {posts.length > 0 ? (
            <BlogPostCards posts={posts} className="lg:grid-cols-3" />
          ) : (
            <p className="rounded-3xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
              No articles in {category} yet. Try another category.
            </p>
          )}
        </section>

        <div className="mt-16">
          <NewsletterBox />
        </div>
        <div className="mt-16">
          <ResourceCards />
        </div>
      </div>
    </div>
  );
}
