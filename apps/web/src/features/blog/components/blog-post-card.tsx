import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { TBlogPostSummary } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { BlogCoverArt } from './blog-cover-art.tsx';
import { PostDateAndReadTime } from './post-facts.tsx';

export function BlogPostCard({ post }: { post: TBlogPostSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-stone-900/5">
      <div className="relative aspect-[16/9] overflow-hidden">
        <BlogCoverArt slug={post.slug} className="h-full w-full transition duration-500 group-hover:scale-[1.03]" />
        <span className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-stone-800 shadow-sm">{post.category}</span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <PostDateAndReadTime post={post} />
        </p>
        <h3 className="mt-3 text-xl font-semibold leading-snug text-stone-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-stone-600">{post.excerpt}</p>
        <p className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700" aria-hidden="true">
          Read article <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}

/** Posts as a grid of cards: two columns from md up, more where className says so. */
export const BlogPostCards = ({ posts, className }: { posts: readonly TBlogPostSummary[]; className?: string }) => (
  <ul className={cx('grid gap-6 md:grid-cols-2', className)}>
    {posts.map((post) => (
      <li key={post.slug}>
        <BlogPostCard post={post} />
      </li>
    ))}
  </ul>
);
