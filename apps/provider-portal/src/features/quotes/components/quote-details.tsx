import type { ReactNode } from 'react';
import type { TQuote } from '@app/contract';
import { formatCurrency, formatDate, formatDateTime } from '@app/web-core/format.ts';
import { QuoteStatusBadge } from '../../../components/quote-status-badge.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="py-2.5 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
    <dt className="text-sm font-semibold text-stone-600">{label}</dt>
    <dd className="mt-0.5 break-words text-[0.95rem] text-stone-900 sm:mt-0">{children}</dd>
  </div>
);

const yesNo = (value: boolean) => (value ? 'Included' : 'Not included');

/** The service a quote covers: 'Catering: Wedding catering'. */
export const quoteServiceText = (quote: Pick<TQuote, 'category_name' | 'subcategory_name'>): string =>
  [quote.category_name, quote.subcategory_name].filter(Boolean).join(': ') || 'Not stated';

/** Every field of a quote: the amount and status up top, then what it covers and its dates. */
export const QuoteDetails = ({ quote }: { quote: TQuote }) => (
  <div>
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-3xl font-bold tracking-tight text-brand-950">
        {formatCurrency(quote.quote_amount)}
        <span className="ml-1.5 text-sm font-semibold text-stone-600">{quote.currency || 'NZD'}</span>
      </p>
      <QuoteStatusBadge status={quote.status} className="text-sm" />
    </div>
    <dl className="mt-3 divide-y divide-stone-100">
      <Row label="Service">{quoteServiceText(quote)}</Row>
      <Row label="Valid until">{quote.valid_until ? formatDate(quote.valid_until) : 'Not stated'}</Row>
      <Row label="Estimated duration">{quote.estimated_duration ?? 'Not stated'}</Row>
      <Row label="Setup">{yesNo(quote.includes_setup)}</Row>
      <Row label="Clean-up">{yesNo(quote.includes_cleanup)}</Row>
      <Row label="Additional charges">{quote.additional_charges ? <span className="whitespace-pre-line">{quote.additional_charges}</span> : 'None'}</Row>
      <Row label="Message">{quote.message ? <span className="whitespace-pre-line leading-7">{quote.message}</span> : 'No message'}</Row>
      <Row label="Sent">{formatDateTime(quote.created_at)}</Row>
      {quote.updated_at !== quote.created_at && <Row label="Last changed">{formatDateTime(quote.updated_at)}</Row>}
      {quote.responded_at && <Row label="Organiser answered">{formatDateTime(quote.responded_at)}</Row>}
    </dl>
  </div>
);
