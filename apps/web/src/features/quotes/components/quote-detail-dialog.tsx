import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Lightbulb, MessagesSquare, Store, X } from 'lucide-react';
import { QUOTE_MSG, type TQuote } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { formatDate, formatDateTime } from '@app/web-core/format.ts';
import { dashboardTabPath } from '../../../lib/dashboard-tabs.ts';
import type { TQuoteDecision } from '../api/decide-quote.ts';
import { durationText, formatQuoteAmount, providerStatusText, serviceText } from '../quote-display.ts';
import { QuoteStatusPill } from './quote-status-pill.tsx';

type TQuoteDetailDialogProps = {
  /** The quote shown; null keeps the dialog closed. */
  quote: TQuote | null;
  onClose(): void;
  /** Reject Quote and Accept Quote on a pending quote: the same decision (and confirm dialog) as the cards'. */
  onDecide(quote: TQuote, action: TQuoteDecision): void;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-t border-stone-100 pt-4">
    <h3 className="text-sm font-bold uppercase tracking-wider text-stone-600">{title}</h3>
    <div className="mt-2">{children}</div>
  </section>
);

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
    <dt className="text-sm text-stone-600">{label}</dt>
    <dd className="break-words text-sm font-medium text-stone-900">{children}</dd>
  </div>
);

/**
 * The quote detail modal (dashboard.md §2): the provider, the amount, the message, the dates and what
 * is included; a pending quote adds the hint to wait for more quotes, Reject Quote and Accept Quote.
 */
export const QuoteDetailDialog = ({ quote, onClose, onDecide }: TQuoteDetailDialogProps) => (
  <Dialog
    open={quote !== null}
    onOpenChange={(isOpen) => {
      if (!isOpen) onClose();
    }}
    size="lg"
    title={quote ? quote.provider.business_name : 'Quote'}
    description={quote ? `Quote for ${quote.event_title}` : undefined}
  >
    {quote && <QuoteDetails quote={quote} onDecide={onDecide} />}
  </Dialog>
);

const QuoteDetails = ({ quote, onDecide }: { quote: TQuote; onDecide: TQuoteDetailDialogProps['onDecide'] }) => {
  const { provider } = quote;
  const isPending = quote.status === 'submitted';
  const service = serviceText(quote);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-5 py-4">
        <p className="text-3xl font-extrabold tracking-tight text-brand-950">
          <span className="sr-only">Amount: </span>
          {formatQuoteAmount(quote.quote_amount, quote.currency)}
          <span className="ml-2 text-sm font-semibold text-stone-600">{quote.currency.toUpperCase()}</span>
        </p>
        <QuoteStatusPill status={quote.status} className="bg-white" />
      </div>

      {isPending && (
        <p className="flex gap-2 rounded-xl border border-accent-100 bg-accent-50 px-3.5 py-2.5 text-sm text-stone-800">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
          {QUOTE_MSG.waitHint}
        </p>
      )}

      <Section title="Provider">
        <dl className="space-y-2">
          <Row label="Business">{provider.business_name}</Row>
          <Row label="Contact person">{provider.contact_name || 'Not provided'}</Row>
          {provider.email && (
            <Row label="E-mail">
              <a href={`mailto:${provider.email}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {provider.email}
              </a>
            </Row>
          )}
          <Row label="Provider status">{providerStatusText(provider.status)}</Row>
        </dl>
      </Section>

      <Section title="Message">
        <p className="whitespace-pre-line break-words text-sm leading-6 text-stone-800">{quote.message || 'No message was included.'}</p>
      </Section>

      <Section title="Quote">
        <dl className="space-y-2">
          {service && <Row label="Service">{service}</Row>}
          <Row label="Duration">{durationText(quote)}</Row>
          <Row label="Includes setup">{quote.includes_setup ? 'Yes' : 'No'}</Row>
          <Row label="Includes cleanup">{quote.includes_cleanup ? 'Yes' : 'No'}</Row>
          <Row label="Additional charges">
            <span className="whitespace-pre-line">{quote.additional_charges || 'None'}</span>
          </Row>
          <Row label="Submitted">{formatDateTime(quote.created_at)}</Row>
          <Row label="Valid until">{formatDate(quote.valid_until) || 'Not specified'}</Row>
          <Row label="Last updated">{formatDateTime(quote.updated_at)}</Row>
        </dl>
      </Section>

      <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-5">
        <Link to={`/dashboard/provider/${provider.provider_id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Store className="size-4" aria-hidden="true" />
          View Provider
        </Link>
        {quote.chat_room_id !== null && (
          <Link to={dashboardTabPath('messages', { room: quote.chat_room_id })} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <MessagesSquare className="size-4" aria-hidden="true" />
            Open Messages
          </Link>
        )}
        {isPending && (
          <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
            <Button size="sm" variant="outline" className="flex-1 text-clay-700 hover:border-clay-600 hover:text-clay-700 sm:flex-none" onClick={() => onDecide(quote, 'reject')} aria-haspopup="dialog">
              <X className="size-4" aria-hidden="true" />
              Reject Quote
            </Button>
            <Button size="sm" variant="accent" className="flex-1 sm:flex-none" onClick={() => onDecide(quote, 'accept')} aria-haspopup="dialog">
              <Check className="size-4" aria-hidden="true" />
              Accept Quote
            </Button>
          </div>
        )}
      </div>
    </div>
  );
};
