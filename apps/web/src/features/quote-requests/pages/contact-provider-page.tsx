import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, CalendarDays, CalendarPlus, CheckCircle2, Info, MapPin, MessagesSquare, Send } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPriceRange, QUOTE_REQUEST_MESSAGE_MAX, ZQuoteRequestForm, type TEventRequest, type TQuoteRequestResponse, formatCount } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { FormError, inputClasses } from '@app/ui/input.tsx';
import { PageSpinner, Spinner } from '@app/ui/spinner.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { cx } from '@app/ui/cx.ts';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { isProviderNotFound, parseProviderId, PROVIDER_DETAIL_TEXT, useProvider } from '../../../lib/api/get-provider.ts';
import { RatingSummary } from '../../../components/provider-bits.tsx';
import { formatYears } from '../../../lib/provider-display.ts';
import { useDashboardActions } from '../../../lib/dashboard-actions.ts';
import { dashboardTabPath } from '../../../lib/dashboard-tabs.ts';
import { useCreateQuoteRequest } from '../api/create-quote-request.ts';
import { INVITABLE_STATUSES, useOpenEventRequests } from '../api/get-open-event-requests.ts';
import { useQuoteRequests } from '../api/get-quote-requests.ts';

export const CONTACT_TEXT = {
  title: 'Request a Quote',
  sendFailed: 'Failed to send quote request. Please try again.',
  draftHint: 'Draft: submit this event before inviting providers',
} as const;

type TEventChoice = { event: TEventRequest; state: 'open' | 'invited' | 'draft' };

const isInvitable = (event: TEventRequest) => (INVITABLE_STATUSES as readonly string[]).includes(event.status);

/** Open events first (soonest first), then events this provider was already invited to, then drafts. */
export const eventChoices = (events: readonly TEventRequest[], invitedEventIds: ReadonlySet<number>): TEventChoice[] => {
  const rank = { open: 0, invited: 1, draft: 2 } as const;
  return events
    .filter((event) => event.status === 'draft' || isInvitable(event))
    .map((event): TEventChoice => ({ event, state: event.status === 'draft' ? 'draft' : invitedEventIds.has(event.id) ? 'invited' : 'open' }))
    .sort((a, b) => rank[a.state] - rank[b.state] || (a.event.event_date ?? '9999').localeCompare(b.event.event_date ?? '9999'));
};

const Confirmation = ({ result, providerId, onAnother }: { result: TQuoteRequestResponse; providerId: number; onAnother(): void }) => {
  const { business_name: business, event_title: event } = result.data;
  return (
    <div role="status" className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-brand-950">{result.created ? 'Quote request sent!' : 'Already invited'}</h2>
      <p className="mx-auto mt-2 max-w-lg leading-7 text-stone-700">
        {result.created ? (
          <>
            <strong>{business}</strong> has been invited to quote for <strong>{event}</strong>.
          </>
        ) : (
          <>
            <strong>{business}</strong> was already invited to quote for <strong>{event}</strong>.
          </>
        )}{' '}
        A chat with them is open in Messages, so you can share details and ask questions while you wait for their quote.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={dashboardTabPath('messages')} className={buttonClasses()}>
          <MessagesSquare className="size-4" aria-hidden="true" />
          Go to Messages
        </Link>
        <Link to={`/dashboard/provider/${providerId}`} className={buttonClasses({ variant: 'outline' })}>
          Back to Provider
        </Link>
      </div>
      <button type="button" onClick={onAnother} className="mt-5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        Invite them for another event
      </button>
    </div>
  );
};

/** /dashboard/contact-provider/{providerId}: invite one provider to quote for one of the organiser's open events. */
const ContactProviderPage = () => {
  const { providerId: rawId } = useParams();
  const providerId = parseProviderId(rawId);
  const providerQuery = useProvider(providerId);
  const eventsQuery = useOpenEventRequests();
  const invitationsQuery = useQuoteRequests(providerId ?? 0);
  const create = useCreateQuoteRequest();
  const { openPlanEvent } = useDashboardActions();
  const quote = useOneMessageForm({
    resolver: zodResolver(ZQuoteRequestForm),
    defaultValues: { event_request_id: null, message: '' },
    order: ['event_request_id', 'message'],
  });
  const { field: eventField } = useController({ control: quote.form.control, name: 'event_request_id' });
  const eventId = eventField.value;
  const messageLength = quote.form.watch('message').length;
  const [result, setResult] = useState<TQuoteRequestResponse | null>(null);
  const messageId = useId();
  const legendId = useId();

  if (providerId !== null && providerQuery.isPending) return <PageSpinner label="Loading provider" />;
  const provider = providerQuery.data;
  if (providerId === null || !provider) {
    const isNotFound = providerId === null || isProviderNotFound(providerQuery.error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div role="alert" className="flex flex-col items-center rounded-2xl border border-clay-100 bg-white px-6 py-14 text-center shadow-sm">
          <AlertTriangle className="size-10 text-clay-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-brand-950">{isNotFound ? PROVIDER_DETAIL_TEXT.notFound : PROVIDER_DETAIL_TEXT.loadFailed}</h1>
          <Link to={dashboardTabPath('providers')} className={cx(buttonClasses(), 'mt-6')}>
            Back to Providers
          </Link>
        </div>
      </div>
    );
  }

  const invitations = invitationsQuery.data ?? [];
  const invitedIds = new Set(invitations.map((invitation) => invitation.event_request_id));
  const choices = eventChoices(eventsQuery.data?.data ?? [], invitedIds);
  const hasOpen = choices.some((choice) => choice.state === 'open');
  const years = formatYears(provider.years_in_operation);

  const onNewEvent = () =>
    openPlanEvent({
      onCreated: (event) => {
        void eventsQuery.refetch();
        // A submitted event is chosen for the invitation; a saved draft still has to be submitted.
        if (event && (INVITABLE_STATUSES as readonly (string | undefined)[]).includes(event.status)) quote.form.setValue('event_request_id', event.id);
      },
    });

  const onSubmit = quote.form.handleSubmit((values) =>
    create.mutate(
      { provider_id: provider.provider_id, ...values },
      {
        onSuccess: (response) => {
          setResult(response);
          quote.form.reset();
        },
        onError: (error) => quote.showServerMessage(errorText(error, CONTACT_TEXT.sendFailed)),
      },
    ),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <Link to={`/dashboard/provider/${provider.provider_id}`} className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to {provider.business_name}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950">{CONTACT_TEXT.title}</h1>
      <p className="mt-1 text-stone-700">Invite {provider.business_name} to quote for one of your events.</p>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {result ? (
            <Confirmation result={result} providerId={provider.provider_id} onAnother={() => setResult(null)} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
              {invitations.length > 0 && (
                <p className="flex items-start gap-2.5 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="already-invited">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <strong>Already invited for:</strong> {invitations.map((invitation) => invitation.event_title).join(', ')}
                  </span>
                </p>
              )}

              <fieldset aria-describedby={legendId}>
                <legend className="text-lg font-bold text-brand-950">Which event is this for?</legend>
                <p id={legendId} className="mt-1 text-sm text-stone-600">
                  Providers can be invited to events you have submitted. Drafts need to be submitted first.
                </p>
                {eventsQuery.isPending ? (
                  <div className="flex justify-center py-8 text-2xl text-brand-700">
                    <Spinner label="Loading your events" />
                  </div>
                ) : eventsQuery.isError ? (
                  <div role="alert" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
                    Failed to load your events.
                    <Button size="sm" variant="outline" onClick={() => void eventsQuery.refetch()}>
                      Try Again
                    </Button>
                  </div>
                ) : choices.length === 0 ? (
                  <p className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
                    You have no open events yet. Start a new event to invite {provider.business_name}.
                  </p>
                ) : (
                  <ul className="mt-4 space-y-2.5">
                    {choices.map(({ event, state }) => {
                      const isDisabled = state !== 'open';
                      const isChecked = eventId === event.id;
                      return (
                        <li key={event.id}>
                          <label
                            className={cx(
                              'flex gap-3 rounded-xl border p-4 transition-colors',
                              isDisabled ? 'cursor-not-allowed border-stone-200 bg-stone-50' : 'cursor-pointer border-stone-300 hover:border-brand-500',
                              isChecked && 'border-brand-600 bg-brand-50/60 ring-2 ring-brand-200',
                            )}
                          >
                            <input
                              type="radio"
                              name="event_request_id"
                              value={event.id}
                              checked={isChecked}
                              disabled={isDisabled}
                              onChange={() => eventField.onChange(event.id)}
                              onBlur={eventField.onBlur}
                              className="mt-1 size-4 shrink-0 accent-brand-700"
                            />
                            <span className="min-w-0 flex-1">
                              <span className={cx('block font-semibold', isDisabled ? 'text-stone-600' : 'text-stone-900')}>{event.title || 'Untitled event'}</span>
                              <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
                                <span className="inline-flex items-center gap-1.5">
                                  <CalendarDays className="size-4" aria-hidden="true" />
                                  {formatDate(event.event_date) || 'Date to be confirmed'}
                                </span>
                                {event.location && (
                                  <span className="inline-flex items-center gap-1.5">
                                    <MapPin className="size-4" aria-hidden="true" />
                                    {event.location}
                                  </span>
                                )}
                              </span>
                              {state === 'draft' && <span className="mt-1.5 block text-sm font-medium text-accent-700">{CONTACT_TEXT.draftHint}</span>}
                              {state === 'invited' && <span className="mt-1.5 block text-sm font-medium text-brand-700">Already invited for this event</span>}
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
                <Button variant="outline" className="mt-4" onClick={onNewEvent}>
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  Start a new event
                </Button>
              </fieldset>

              <div>
                <label htmlFor={messageId} className="mb-1.5 block text-lg font-bold text-brand-950">
                  Message <span className="text-sm font-normal text-stone-600">(optional)</span>
                </label>
                <textarea
                  id={messageId}
                  maxLength={QUOTE_REQUEST_MESSAGE_MAX}
                  rows={5}
                  placeholder={`Tell ${provider.business_name} anything that helps them quote: guest numbers, timings, style.`}
                  className={cx(inputClasses, 'resize-y')}
                  aria-describedby={`${messageId}-count`}
                  {...quote.form.register('message')}
                />
                <p id={`${messageId}-count`} className="mt-1 text-right text-xs text-stone-500">
                  {formatCount(messageLength)} / {formatCount(QUOTE_REQUEST_MESSAGE_MAX)}
                </p>
              </div>

              <FormError>{quote.message}</FormError>

              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" size="lg" isBusy={create.isPending} busyText="Sending…" disabled={!hasOpen && eventId === null}>
                  <Send className="size-4" aria-hidden="true" />
                  Send Quote Request
                </Button>
                {!hasOpen && !eventsQuery.isPending && <p className="text-sm text-stone-600">Submit an event, or start a new one, to invite {provider.business_name}.</p>}
              </div>
            </form>
          )}
        </div>

        <aside aria-label="Provider" className="max-lg:order-first lg:col-start-2 lg:row-start-1">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <ProviderAvatar name={provider.business_name} url={provider.attachments.profile_pictures[0]?.file_url} className="size-14 text-lg" />
              <div className="min-w-0">
                <p className="text-lg font-bold leading-snug text-brand-950">{provider.business_name}</p>
                <RatingSummary rating={provider.avg_rating} count={provider.review_count} />
              </div>
            </div>
            {provider.categories.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Services">
                {provider.categories.map((category) => (
                  <li key={category} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                    {category}
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-4 space-y-1.5 text-sm">
              {provider.city && (
                <div className="flex justify-between gap-3">
                  <dt className="text-stone-600">Based in</dt>
                  <dd className="font-medium text-stone-900">{provider.city}</dd>
                </div>
              )}
              {years && (
                <div className="flex justify-between gap-3">
                  <dt className="text-stone-600">Experience</dt>
                  <dd className="font-medium text-stone-900">{years}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">Price range</dt>
                <dd className="font-medium text-stone-900">{formatPriceRange(provider.price_range)}</dd>
              </div>
            </dl>
          </div>
        </aside>
        <div className="rounded-2xl bg-brand-900 p-5 text-brand-50 lg:col-start-2 lg:row-start-2">
          <h2 className="font-bold text-white">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6">
            <li>{provider.business_name} sees your event and your message.</li>
            <li>A chat with them opens in Messages straight away.</li>
            <li>They send a quote, which you can accept or decline.</li>
          </ol>
        </div>
      </div>
    </div>
  );
};

export default ContactProviderPage;
