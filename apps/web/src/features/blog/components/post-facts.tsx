import type { ReactNode } from 'react';
import { CalendarDays, Clock, type LucideIcon } from 'lucide-react';
import type { TBlogPostSummary } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';

/** One icon-led fact about a post: its author, date or reading time. */
export const PostFact = ({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) => (
  <span className="inline-flex items-center gap-1.5">
    <Icon className="h-4 w-4" aria-hidden="true" />
    {children}
  </span>
);

/** When a post was published and how long it takes to read, as on its card and its page. */
export const PostDateAndReadTime = ({ post }: { post: TBlogPostSummary }) => (
  <>
    <PostFact icon={CalendarDays}>
      <time dateTime={post.publishedOn}>{formatDate(post.publishedOn, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
    </PostFact>
    <PostFact icon={Clock}>{post.readMinutes} min read</PostFact>
  </>
);
