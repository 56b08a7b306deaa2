import { Link } from 'react-router';
import { CalendarDays, Clock3, MapPin, MessageSquareQuote, Wallet } from 'lucide-react';
import type { TProviderRequestSummary } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';
import { QuoteStatusBadge } from '../../../components/quote-status-badge.tsx';
import { budgetText } from '../request-display.ts';

type TRequestCardProps = {
  request: TProviderRequestSummary;
  /** The inbox's query, so the request page's Back returns to the same filters and page. */
  fromSearch: string;
};

const Fact = ({ icon: Icon, children }: { icon: typeof MapPin; children: React.ReactNode }) => (
  <li className="flex min-w-0 items-center gap-1.5">
    <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
    <span className="min-w-0 truncate">{children}</span>
  </li>
);

/** One request in the inbox; the whole card opens it. */
export const RequestCard = ({ request, fromSearch }: TRequestCardProps) => (
  <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:p-5">
    {(request.invited || request.my_quote || !request.is_open_for_quotes) && (
      <div className="flex flex-wrap items-center gap-1.5">
        {request.invited && <span className="inline-flex items-center rounded-full bg-accent-300 px-2.5 py-0.5 text-xs font-bold text-brand-950">Invited you</span>}
        {request.my_quote && <QuoteStatusBadge status={request.my_quote.status} prefix="Quoted ·" />}
        {!request.is_open_for_quotes && <span className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">Closed</span>}
      </div>
    )}
    <h2 className="text-lg font-bold leading-snug text-brand-950">
      <Link
        to={`/requests/${request.id}`}
        state={{ from: fromSearch }}
        className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-400"
      >
        {request.title}
      </Link>
    </h2>
    <ul className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-stone-700 min-[400px]:grid-cols-2">
      <Fact icon={CalendarDays}>{request.event_date ? formatDate(request.event_date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : 'Date to be confirmed'}</Fact>
      <Fact icon={MapPin}>{request.location ?? 'Location not given'}</Fact>
      <Fact icon={Wallet}>{budgetText(request.budget_min, request.budget_max)}</Fact>
      {request.response_deadline && <Fact icon={Clock3}>Reply by {formatDate(request.response_deadline)}</Fact>}
    </ul>
    {request.matching_categories.length > 0 && (
      <ul className="flex flex-wrap gap-1.5" aria-label="Your matching services">
        {request.matching_categories.map((name) => (
          <li key={name} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            {name}
          </li>
        ))}
      </ul>
    )}
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-stone-100 pt-3 text-xs text-stone-600">
      <span>From {request.organiser_display_name}</span>
      {request.submitted_at && <span>Posted {formatDate(request.submitted_at)}</span>}
      <span className="inline-flex items-center gap-1">
        <MessageSquareQuote className="size-3.5" aria-hidden="true" />
        {request.quotes_count === 1 ? '1 quote' : `${request.quotes_count} quotes`} so far
      </span>
    </p>
  </article>
);
