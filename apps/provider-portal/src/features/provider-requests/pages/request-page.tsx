import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock3, FileQuestion, Mail, MapPin, MessageSquareQuote, Phone, Truck, UserRound, Wallet } from 'lucide-react';
import type { TProviderRequestDetail } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ApiError } from '@app/web-core/api-client.ts';
import { formatDate } from '@app/web-core/format.ts';
import { QuoteStatusBadge } from '../../../components/quote-status-badge.tsx';
import { VerificationPanel } from '../../../components/verification-notice.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { accountStanding, isAwaitingVerification, useProviderAccount } from '../../../lib/api/get-provider-account.ts';
import { parseRouteId, useProviderRequest } from '../../../lib/api/get-provider-request.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { budgetText, deliveryText } from '../request-display.ts';

type TRequestPageProps = {
  /** The quote side of the page (send, show, edit, withdraw), composed by the app from the quotes feature. */
  renderQuotePanel(request: TProviderRequestDetail): ReactNode;
};

const Section = ({ title, children, className }: { title: string; children: ReactNode; className?: string }) => (
  <section className={cx('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}>
    <h2 className="text-base font-bold text-brand-950">{title}</h2>
    <div className="mt-3">{children}</div>
  </section>
);

/** One fact of a description list: its icon, its name and its value (the div is the dl's group). */
const Fact = ({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) => (
  <div className="relative min-w-0 pl-8">
    <Icon className="absolute left-0 top-0.5 size-5 text-brand-600" aria-hidden="true" />
    <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
    <dd className="mt-0.5 break-words text-[0.95rem] font-medium text-stone-900">{children}</dd>
  </div>
);

const BackLink = ({ search }: { search: string }) => (
  <Link to={{ pathname: '/requests', search }} className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-950">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to requests
  </Link>
);

const RequestDetails = ({ request }: { request: TProviderRequestDetail }) => {
  const matching = new Set(request.matching_categories);
  return (
    <div className="space-y-4">
      {request.invited && (
        <section className="rounded-2xl border border-accent-200 bg-accent-50 p-4 sm:p-5">
          <h2 className="text-base font-bold text-accent-700">{request.organiser_display_name} invited you to quote</h2>
          {request.invitation_message && <p className="mt-2 whitespace-pre-line leading-7 text-stone-800">{request.invitation_message}</p>}
        </section>
      )}

      <Section title="Event details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={CalendarDays} label="Event date">
            {request.event_date ? formatDate(request.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : 'To be confirmed'}
          </Fact>
          <Fact icon={MapPin} label="Location">
            {request.location ?? 'Not given'}
          </Fact>
          <Fact icon={Wallet} label="Budget">
            {budgetText(request.budget_min, request.budget_max)}
          </Fact>
          <Fact icon={Clock3} label="Reply by">
            {request.response_deadline ? formatDate(request.response_deadline) : 'No deadline'}
          </Fact>
          <Fact icon={Truck} label="Service delivery">
            {deliveryText(request.delivery_method)}
            {request.delivery_address && <span className="block font-normal text-stone-700">{request.delivery_address}</span>}
          </Fact>
          <Fact icon={MessageSquareQuote} label="Quotes so far">
            {request.quotes_count}
          </Fact>
        </dl>
      </Section>

      <Section title="About the event">
        <p className="whitespace-pre-line leading-7 text-stone-800">{request.description}</p>
      </Section>

      <Section title="Services requested">
        {request.items.length === 0 ? (
          <p className="text-stone-700">No separate services listed: see the description.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {request.items.map((item, index) => {
              const names = [...new Set(item.categories.map((c) => c.category_name))];
              const isYours = names.some((name) => matching.has(name));
              return (
                <li key={index} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <p className="font-semibold text-stone-900">
                      {item.name || names.join(', ') || 'Service'}
                      <span className="ml-2 font-normal text-stone-700">× {item.quantity}</span>
                    </p>
                    {isYours && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">You offer this</span>}
                  </div>
                  {item.categories.length > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Categories">
                      {item.categories.map((category) => (
                        <li key={`${category.category_id}-${category.subcategory_id ?? 0}`} className="rounded-full border border-stone-200 px-2.5 py-0.5 text-xs text-stone-700">
                          {category.subcategory_name ? `${category.category_name}: ${category.subcategory_name}` : category.category_name}
                        </li>
                      ))}
                    </ul>
                  )}
                  {item.notes && <p className="mt-2 whitespace-pre-line text-sm leading-6 text-stone-700">{item.notes}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      {request.additional_notes && (
        <Section title="Additional notes">
          <p className="whitespace-pre-line leading-7 text-stone-800">{request.additional_notes}</p>
        </Section>
      )}

      {request.organiser_contact && (
        <Section title="Organiser contact">
          <dl className="grid gap-4 sm:grid-cols-2">
            {request.organiser_contact.name && (
              <Fact icon={UserRound} label="Name">
                {request.organiser_contact.name}
              </Fact>
            )}
            {request.organiser_contact.email && (
              <Fact icon={Mail} label="Email">
                <a href={`mailto:${request.organiser_contact.email}`} className="text-brand-800 underline underline-offset-4">
                  {request.organiser_contact.email}
                </a>
              </Fact>
            )}
            {request.organiser_contact.phone && (
              <Fact icon={Phone} label="Phone">
                <a href={`tel:${request.organiser_contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline underline-offset-4">
                  {request.organiser_contact.phone}
                </a>
              </Fact>
            )}
          </dl>
        </Section>
      )}
    </div>
  );
};

/** /requests/:id: everything the organiser wrote, and beside it (below it on a phone) the quote. */
const RequestPage = ({ renderQuotePanel }: TRequestPageProps) => {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const { state } = useLocation();
  const account = useProviderAccount();
  const standing = accountStanding(account);
  const queryClient = useQueryClient();
  const request = useProviderRequest(id ?? 0, standing === 'can-quote' && id !== null);
  const isRefused = request.isError && isAwaitingVerification(request.error);
  const backSearch = typeof (state as { from?: unknown } | null)?.from === 'string' ? ((state as { from: string }).from) : '';
  useDocumentTitle(request.data?.title ?? 'Request');

  useEffect(() => {
    if (isRefused) void queryClient.invalidateQueries({ queryKey: queryKeys.providerAccount });
  }, [isRefused, queryClient]);

  if (standing !== 'can-quote' || isRefused) {
    return (
      <>
        <BackLink search={backSearch} />
        <h1 className="mb-5 mt-2 text-2xl font-bold tracking-tight text-brand-950">Request</h1>
        <VerificationPanel standing={standing === 'can-quote' ? 'pending' : standing} screen="requests" />
      </>
    );
  }

  const isNotFound = id === null || (request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 400));
  if (isNotFound) {
    return (
      <PageProblem icon={FileQuestion} title="Request not found" body="It may have been withdrawn by the organiser, or it is not one that matches your services.">
        <BackLink search={backSearch} />
      </PageProblem>
    );
  }
  if (request.isPending) return <PageSpinner label="Loading the request" />;
  if (request.isError) {
    return (
      <PageProblem
        icon={FileQuestion}
        title="The request could not be loaded"
        {...failedQueryProps(request)}
      >
        <BackLink search={backSearch} />
      </PageProblem>
    );
  }

  const data = request.data;
  return (
    <article>
      <BackLink search={backSearch} />
      <header className="mb-5 mt-2">
        <div className="mb-2 flex flex-wrap gap-1.5">
          {data.invited && <span className="inline-flex items-center rounded-full bg-accent-300 px-2.5 py-0.5 text-xs font-bold text-brand-950">Invited you</span>}
          {data.my_quote && <QuoteStatusBadge status={data.my_quote.status} prefix="Quoted ·" />}
          {!data.is_open_for_quotes && <span className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">Closed</span>}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{data.title}</h1>
        <p className="mt-1 text-sm text-stone-700">
          From {data.organiser_display_name} ({data.organiser_type === 'business' ? 'business' : 'individual'})
          {data.submitted_at && <> · posted {formatDate(data.submitted_at)}</>}
        </p>
        {data.matching_categories.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Your matching services">
            {data.matching_categories.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                {name}
              </li>
            ))}
          </ul>
        )}
        <a href="#quote" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 lg:hidden">
          {data.my_quote ? 'Go to your quote' : data.is_open_for_quotes ? 'Go to the quote form' : 'Why quoting is closed'}
        </a>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-6">
        <RequestDetails request={data} />
        <div id="quote" className="scroll-mt-20 lg:sticky lg:top-20">
          {renderQuotePanel(data)}
        </div>
      </div>
    </article>
  );
};

export default RequestPage;
