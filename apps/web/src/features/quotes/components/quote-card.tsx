import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CalendarDays, Check, Clock, Info, Send, Tag, X } from 'lucide-react';
import type { TQuote } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { IconFact } from '../../../components/icon-fact.tsx';
import type { TQuoteDecision } from '../api/decide-quote.ts';
import { durationText, formatQuoteAmount, serviceText } from '../quote-display.ts';
import { QuoteBadges } from './quote-badges.tsx';
import { QuoteStatusPill } from './quote-status-pill.tsx';

type TQuoteCardProps = {
  quote: TQuote;
  onOpen(quote: TQuote): void;
  /** Decline and Accept, shown on a pending quote when given. */
  onDecide?(quote: TQuote, action: TQuoteDecision): void;
};

/**
 * One quote (dashboard.md §2 Quotes & Proposals page): who, for which event and service, how much,
 * what it includes; View Details opens the rest, and a pending quote can be declined or accepted.
 */
export const QuoteCard = ({ quote, onOpen, onDecide }: TQuoteCardProps) => {
  const headingId = useId();
  const service = serviceText(quote);
  const name = quote.provider.business_name;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <ProviderAvatar name={name} url={null} className="size-11 text-sm" />
          <div className="min-w-0">
            <h2 id={headingId} className="break-words text-lg font-bold leading-snug text-brand-950">
              {name}
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-700">
              <CalendarDays className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="min-w-0 break-words">
                For <span className="font-semibold text-stone-900">{quote.event_title}</span>
              </span>
            </p>
          </div>
        </div>
        <QuoteStatusPill status={quote.status} />
      </div>

      {service && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-stone-700">
          <Tag className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="sr-only">Service: </span>
          {service}
        </p>
      )}

      <p className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950">
        <span className="sr-only">Amount: </span>
        {formatQuoteAmount(quote.quote_amount, quote.currency)}
        <span className="ml-2 text-sm font-semibold tracking-normal text-stone-600">{quote.currency.toUpperCase()}</span>
      </p>

      {quote.message && <p className="mt-3 line-clamp-3 whitespace-pre-line text-sm leading-6 text-stone-700">{quote.message}</p>}

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <IconFact icon={Clock} label="Duration">
          {durationText(quote)}
        </IconFact>
        <IconFact icon={CalendarClock} label="Valid until">
          {formatDate(quote.valid_until) || 'Not specified'}
        </IconFact>
        <IconFact icon={Send} label="Submitted">
          {formatDate(quote.created_at)}
        </IconFact>
      </dl>

      <QuoteBadges quote={quote} className="mt-4" />

      {quote.additional_charges && (
        <p className="mt-4 flex gap-2 rounded-xl border border-accent-100 bg-accent-50 px-3.5 py-2.5 text-sm text-stone-800">
          <Info className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
          <span className="line-clamp-3 min-w-0 break-words">
            <span className="font-semibold">Additional charges: </span>
            {quote.additional_charges}
          </span>
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button size="sm" onClick={() => onOpen(quote)} aria-haspopup="dialog">
          View Details<span className="sr-only"> of the quote from {name}</span>
        </Button>
        <Link to={`/dashboard/provider/${quote.provider.provider_id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Contact Provider<span className="sr-only">: {name}</span>
        </Link>
        {onDecide && quote.status === 'submitted' && (
          <div className="flex gap-2 sm:ml-auto">
            <Button size="sm" variant="ghost" className="text-clay-700 hover:bg-clay-50 hover:text-clay-700" onClick={() => onDecide(quote, 'reject')} aria-haspopup="dialog">
              <X className="size-4" aria-hidden="true" />
              Decline<span className="sr-only"> the quote from {name}</span>
            </Button>
            <Button size="sm" variant="accent" onClick={() => onDecide(quote, 'accept')} aria-haspopup="dialog">
              <Check className="size-4" aria-hidden="true" />
              Accept<span className="sr-only"> the quote from {name}</span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
};
