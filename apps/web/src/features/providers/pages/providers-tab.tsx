import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LayoutGrid, List, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { PROVIDER_PAGE_SIZES, SEARCH_DEBOUNCE_MS, type TProviderListPagination, formatCount } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { CloseButton } from '@app/ui/close-button.tsx';
import { cx } from '@app/ui/cx.ts';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { useProviderFilterOptions } from '../api/get-provider-filter-options.ts';
import { useServiceProviders } from '../api/get-service-providers.ts';
import { ProviderCard } from '../components/provider-card.tsx';
import { ProviderFilters, selectChevron, selectClasses, type TFilterKey } from '../components/provider-filters.tsx';
import {
  activeFilterCount, DEFAULT_LIST_STATE, readListState, SORT_CHOICES, toProviderQuery, writeListState, type TProviderListState, type TProviderView,
} from '../provider-list-params.ts';
import { ProviderPagination } from '../components/provider-pagination.tsx';

export const PROVIDERS_TEXT = {
  hero: 'Discover Service Providers',
  emptyTitle: 'No service providers found',
  emptyBody: 'Try adjusting your filters to see more results.',
  error: 'Failed to fetch service providers',
} as const;

/**
 * The total as the results line shows it: exact ('45'), or, when the API stopped counting at its cap
 * (ADR 008), the lower bound with a plus ('1,000+').
 */
export const totalText = (pagination: Pick<TProviderListPagination, 'total' | 'isTotalCapped'>) =>
  `${formatCount(pagination.total)}${pagination.isTotalCapped ? '+' : ''}`;

const SkeletonCard = ({ view }: { view: TProviderView }) => (
  <div className={cx('animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white motion-reduce:animate-none', view === 'list' && 'sm:flex')}>
    <div className={cx('aspect-[16/9] bg-stone-200', view === 'list' && 'sm:aspect-auto sm:h-44 sm:w-56')} />
    <div className="flex-1 space-y-3 p-5">
      <div className="h-5 w-2/3 rounded bg-stone-200" />
      <div className="h-4 w-1/3 rounded bg-stone-200" />
      <div className="h-4 w-full rounded bg-stone-100" />
      <div className="h-4 w-5/6 rounded bg-stone-100" />
    </div>
  </div>
);

/** How many cards of the first page render before the deferred pass: a phone's first screen, a wide window's first row. */
const CARDS_AT_ONCE = 4;

/** The Providers tab: search, filters, sort, page size, grid or list, and pages of provider cards. */
export const ProvidersTab = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const query = toProviderQuery(state);
  const { data: latestData, isError, isFetching, isPlaceholderData, refetch } = useServiceProviders(query);
  // The cards render in a transition that yields to the browser every few milliseconds: twenty
  // cards rendered at once were a long task on a phone, and taps waited for it (Lighthouse's TBT).
  // The first page's first cards come at once, though: the first card's picture is the page's
  // largest paint, and every update arriving meanwhile (the header's counts, the filters' lists)
  // put the deferred pass off, by 350 ms in a trace of a cold start. That holds when the tab mounts
  // with its list already fetched (the app fetches it as it starts) too: its first render is the
  // first cards, not all twenty (one task of style and layout of 160-200 ms on Lighthouse's phone).
  const firstCards = latestData && { ...latestData, data: latestData.data.slice(0, CARDS_AT_ONCE) };
  const deferredData = useDeferredValue(latestData, firstCards);
  const data = deferredData ?? firstCards;
  const isPending = data === undefined && !isError;
  const totalProviders = useProviderFilterOptions().data?.total_providers ?? 0;
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const sortId = useId();
  const sizeId = useId();
  const filtersId = useId();

  const update = (patch: Partial<TProviderListState>, isPageKept = false) => {
    const next: TProviderListState = { ...state, ...(isPageKept ? {} : { page: 1 }), ...patch };
    setSearchParams(writeListState(next), { replace: true });
  };
  const updateRef = useRef(update);
  updateRef.current = update;

  // Search: typing is debounced; clearing applies at once. The box follows the address when it
  // changes elsewhere (Back, Clear all filters), but not when the change is the box's own search
  // arriving: the router applies it in a transition, and keys typed meanwhile would be lost.
  const [searchText, setSearchText] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  if (state.search !== syncedSearch) {
    setSyncedSearch(state.search);
    setOwnSearch(null);
    if (state.search !== ownSearch) setSearchText(state.search);
  }
  useEffect(() => {
    if (searchText === syncedSearch) return;
    const search = (value: string) => {
      setOwnSearch(value);
      updateRef.current({ search: value });
    };
    if (searchText.trim() === '') {
      if (syncedSearch !== '') search('');
      return;
    }
    const timer = setTimeout(() => search(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, syncedSearch]);

  const filterCount = activeFilterCount(state);
  const onFilter = (key: TFilterKey, value: string) => update({ [key]: value });
  const onClear = () => {
    setSearchText('');
    update({ ...DEFAULT_LIST_STATE, sort: state.sort, limit: state.limit, view: state.view });
  };
  const onPage = (page: number) => {
    update({ page }, true);
    const results = resultsRef.current;
    if (results && typeof results.scrollIntoView === 'function') results.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const providers = data?.data ?? [];
  const pagination = data?.pagination;
  const first = pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const last = pagination ? Math.min(pagination.total, pagination.page * pagination.limit) : 0;
  const fromSearch = `?${searchParams.toString()}`;

  return (
    <section aria-labelledby="providers-title">
      <div className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full border-[28px] border-white/5" />
        <div aria-hidden="true" className="absolute -bottom-32 right-40 size-72 rounded-full border-[20px] border-accent-300/10" />
        <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
          <h1 id="providers-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {PROVIDERS_TEXT.hero}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">
            Find trusted local caterers, photographers, venues, musicians and more. Compare ratings, experience and prices, then
            request a quote.
          </p>
          {/* The line keeps its height while the count loads: the list below does not jump when it arrives. */}
          <p className="mt-2 min-h-5 text-sm font-semibold text-accent-200">
            {totalProviders > 0 && `${formatCount(totalProviders)} verified providers across New Zealand`}
          </p>
          <div className="relative mt-6 max-w-2xl">
            <label htmlFor={searchId} className="sr-only">
              Search providers
            </label>
            <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Search providers or services"
              maxLength={200}
              className="block h-13 w-full rounded-2xl border-0 bg-white pl-12 pr-12 text-base text-ink shadow-lg placeholder:text-stone-500 focus:outline-none focus:ring-4 focus:ring-accent-300 [&::-webkit-search-cancel-button]:hidden"
            />
            {searchText && (
              <CloseButton label="Clear search" onClick={() => setSearchText('')} className="absolute right-2.5 top-1/2 -translate-y-1/2" />
            )}
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <div>
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={isFiltersOpen}
            aria-controls={filtersId}
            onClick={() => setIsFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {isFiltersOpen ? 'Hide filters' : 'Filters'}
            {filterCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{filterCount}</span>}
          </Button>
          <aside
            id={filtersId}
            aria-label="Filters"
            className={cx('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm max-lg:mt-3 lg:sticky lg:top-36', isFiltersOpen ? 'block' : 'hidden lg:block')}
          >
            <h2 className="mb-4 hidden text-base font-bold text-brand-950 lg:block">Filters</h2>
            <ProviderFilters state={state} onChange={onFilter} onClear={onClear} hasActiveFilters={filterCount > 0} />
          </aside>
        </div>

        <div ref={resultsRef} className="min-w-0 scroll-mt-36">
          {/* The cards' names are h3; on a phone the Filters heading is hidden, so the results have their own h2. */}
          <h2 className="sr-only">Results</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <p className="text-sm text-stone-700" aria-live="polite">
              {pagination && !isPending ? (
                pagination.total > 0 ? (
                  <>
                    Showing <strong className="text-stone-900">{first}</strong>–<strong className="text-stone-900">{last}</strong> of{' '}
                    <strong className="text-stone-900">{totalText(pagination)}</strong> {pagination.total === 1 && !pagination.isTotalCapped ? 'provider' : 'providers'}
                  </>
                ) : (
                  '0 providers'
                )
              ) : (
                'Loading providers…'
              )}
            </p>
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1 sm:flex-none">
                <label htmlFor={sortId} className="mb-1 block text-xs font-semibold text-stone-600">
                  Sort by
                </label>
                <select id={sortId} value={state.sort} onChange={(event) => update({ sort: event.target.value })} className={cx(selectClasses, 'h-10 py-0 text-sm')} style={selectChevron}>
                  {SORT_CHOICES.map((choice) => (
                    <option key={choice.key} value={choice.key}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={sizeId} className="mb-1 block text-xs font-semibold text-stone-600">
                  Per page
                </label>
                <select
                  id={sizeId}
                  value={String(state.limit)}
                  onChange={(event) => update({ limit: Number(event.target.value) })}
                  className={cx(selectClasses, 'h-10 py-0 text-sm')}
                  style={selectChevron}
                >
                  {PROVIDER_PAGE_SIZES.map((size) => (
                    <option key={size} value={String(size)}>
                      {size}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex rounded-xl border border-stone-300 bg-white p-0.5" role="group" aria-label="Layout">
                {(['grid', 'list'] as const).map((view) => {
                  const Icon = view === 'grid' ? LayoutGrid : List;
                  return (
                    <button
                      key={view}
                      type="button"
                      aria-pressed={state.view === view}
                      aria-label={view === 'grid' ? 'Grid view' : 'List view'}
                      onClick={() => update({ view }, true)}
                      className={cx(
                        'inline-flex size-9 items-center justify-center rounded-[0.6rem] transition-colors',
                        state.view === view ? 'bg-brand-700 text-white' : 'text-stone-600 hover:bg-stone-100',
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </button>
                  );
                })}
              </div>
            </div>
          </div>

          <div className="mt-5" aria-busy={isFetching || undefined}>
            {isError && !data ? (
              <LoadError
                title={PROVIDERS_TEXT.error}
                body="Please check your connection and try again."
                onRetry={() => void refetch()}
                isRetrying={isFetching}
                busyText="Trying again…"
              />
            ) : isPending ? (
              <div className={state.view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-4'}>
                {Array.from({ length: 6 }, (_, i) => (
                  <SkeletonCard key={i} view={state.view} />
                ))}
              </div>
            ) : providers.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title={PROVIDERS_TEXT.emptyTitle}
                body={PROVIDERS_TEXT.emptyBody}
                action={
                  filterCount > 0 && (
                    <Button variant="outline" onClick={onClear}>
                      Clear all filters
                    </Button>
                  )
                }
              />
            ) : (
              <ul
                className={cx(
                  'transition-opacity',
                  state.view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-4',
                  isPlaceholderData && 'opacity-60',
                )}
                aria-label="Service providers"
              >
                {providers.map((provider, index) => (
                  <li key={provider.provider_id} className="flex flex-col [&>article]:flex-1">
                    <ProviderCard provider={provider} view={state.view} fromSearch={fromSearch} isFirst={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          {pagination && providers.length > 0 && (
            <div className="mt-8">
              <ProviderPagination page={pagination.page} totalPages={pagination.totalPages} onPage={onPage} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
};
