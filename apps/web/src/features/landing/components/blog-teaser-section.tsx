import { Link } from 'react-router';
import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import { BLOG_POSTS } from '@app/contract';

const CARD_TONES = ['from-brand-700 to-brand-900', 'from-clay-500 to-clay-700', 'from-accent-500 to-accent-700'] as const;

export function BlogTeaserSection() {
  return (
    <section aria-labelledby="blog-teaser-heading" className="below-fold bg-[#faf7f2] py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">From the blog</p>
            <h2 id="blog-teaser-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              Planning advice from people who do it every week
            </h2>
          </div>
          <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-brand-900 hover:underline">
            All articles <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BLOG_POSTS.map((post, index) => (
            <li key={post.slug}>
              <Link
                to={`/blog/${post.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-stone-900/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <div className={`relative flex h-28 items-end bg-gradient-to-br p-5 ${CARD_TONES[index % CARD_TONES.length]}`}>
                  <BookOpen aria-hidden="true" className="absolute right-5 top-5 h-8 w-8 text-white/30" />
                  <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-stone-800">{post.category}</span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-semibold leading-snug text-stone-900 group-hover:text-brand-800">{post.title}</h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-stone-600">{post.excerpt}</p>
                  <p className="mt-4 flex items-center gap-1.5 text-sm text-stone-600">
                    <Clock className="h-4 w-4" aria-hidden="true" /> {post.readMinutes} min read
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
