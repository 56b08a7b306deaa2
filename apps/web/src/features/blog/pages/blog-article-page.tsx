import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ArrowLeft, ArrowRight, UserRound } from 'lucide-react';
import { BLOG_POSTS, BRAND_NAME, PROVIDER_RESPONSE_HOURS, SECTION_IDS } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { findBlogPost } from '../blog-articles.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { BlogCoverArt } from '../components/blog-cover-art.tsx';
import { BlogPostCards } from '../components/blog-post-card.tsx';
import { PostDateAndReadTime, PostFact } from '../components/post-facts.tsx';

export default function BlogArticlePage() {
  const { slug } = useParams();
  const { hash } = useLocation();
  const post = findBlogPost(slug);

  // A link such as /blog/{slug}#checklist lands on that heading once the article is on screen.
  useEffect(() => {
    if (!post || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [post, hash]);

  if (!post) return <Navigate to="/blog" replace />;
  const { summary, article } = post;
  const headings = article.blocks.flatMap((block) => (block.kind === 'h2' ? [block] : []));
  const morePosts = BLOG_POSTS.filter((other) => other.slug !== summary.slug);

  return (
    <article className="bg-[#faf7f2]">
      <title>{`${summary.title} – ${BRAND_NAME}`}</title>
      <header className="bg-gradient-to-b from-[#fbefe1] to-[#faf7f2]">
        <div className="mx-auto max-w-5xl px-5 pt-8 sm:px-8 lg:pt-12">
          <Link to="/blog" className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-stone-200 transition hover:bg-white hover:text-brand-900">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Blog
          </Link>
          <p className="mt-8 flex flex-wrap gap-2">
            {summary.topics.map((topic) => (
              <span key={topic} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                {topic}
              </span>
            ))}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-5xl">{summary.title}</h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-stone-600">
            <PostFact icon={UserRound}>{summary.author}</PostFact>
            <PostDateAndReadTime post={summary} />
          </p>
          <div className="mt-8 overflow-hidden rounded-[28px] shadow-xl shadow-stone-900/10 ring-1 ring-stone-900/5">
            <BlogCoverArt slug={summary.slug} className="block aspect-[16/9] h-auto w-full sm:aspect-[21/9]" />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-12 px-5 pb-20 pt-12 sm:px-8 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="min-w-0">
          <p className="text-xl leading-9 text-stone-800">{article.lead}</p>
          <div className="mt-10">
            <ArticleBody blocks={article.blocks} />
          </div>

          <aside aria-labelledby="article-cta-heading" className="relative mt-14 overflow-hidden rounded-[28px] bg-brand-800 p-8 text-white sm:p-10">
            <svg aria-hidden="true" focusable="false" viewBox="0 0 400 120" preserveAspectRatio="none" className="pointer-events-none absolute inset-x-0 bottom-0 h-20 w-full text-white/[0.07]">
              <path d="M0 100 L60 50 L110 80 L180 20 L250 90 L320 40 L400 90 V120 H0 Z" fill="currentColor" />
            </svg>
            <div className="relative">
              <h2 id="article-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Ready to plan your event?
              </h2>
              <p className="mt-3 max-w-xl leading-relaxed text-brand-50/90">
                Post a free event request and verified local providers will review it, usually within {PROVIDER_RESPONSE_HOURS} hours.
                Compare their quotes, chat with them directly and book the ones you like.
              </p>
              <Link to={`/#${SECTION_IDS.requestForm}`} className={`${buttonClasses({ variant: 'accent', size: 'lg' })} mt-6`}>
                Start Your Event Request
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
            </div>
          </aside>
        </div>

        <nav aria-label="In this article" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold uppercase tracking-widest text-stone-600">In this article</p>
            <ol className="mt-4 space-y-2.5 border-l border-stone-200">
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="-ml-px block border-l-2 border-transparent pl-4 text-sm leading-snug text-stone-600 hover:border-brand-600 hover:text-brand-800">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      </div>

      <section aria-labelledby="more-articles-heading" className="border-t border-stone-200 bg-white py-16">
        <div className="mx-auto max-w-5xl px-5 sm:px-8">
          <h2 id="more-articles-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            Keep reading
          </h2>
          <BlogPostCards posts={morePosts} className="mt-8" />
        </div>
      </section>
    </article>
  );
}
