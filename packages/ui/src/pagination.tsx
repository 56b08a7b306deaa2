import type { ComponentType, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from './cx.ts';

/** At most `max` consecutive page numbers, the current one as central as the ends allow. */
export const pageNumbers = (current: number, totalPages: number, max = 5): number[] => {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
};

type TPageProps = { page: number; className: string; children: ReactNode; isCurrent: boolean; label: string; isDisabled: boolean };

type TPaginationProps = {
  page: number;
  totalPages: number;
  /**
   * The link (or button) for one page: the element gets `className`, `children` and, for the
   * current page, `aria-current`. Links keep the page in the address; buttons keep it in state.
   */
  renderPage(props: TPageProps): ReactNode;
  /** The navigation's accessible name. */
  label?: string;
  className?: string;
};

const base = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors';
const idle = 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800';
const disabled = 'pointer-events-none border border-stone-200 bg-stone-50 text-stone-500';

/** Previous, a window of page numbers (from 640 px), Next; on a phone 'Page n of m' between the arrows. */
export const Pagination = ({ page, totalPages, renderPage, label = 'Pagination', className }: TPaginationProps) => {
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav aria-label={label} className={cx('flex items-center justify-center gap-2', className)}>
      {renderPage({
        page: Math.max(1, page - 1),
        isCurrent: false,
        isDisabled: isFirst,
        label: 'Previous page',
        className: cx(base, isFirst ? disabled : idle),
        children: (
          <>
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span>Previous</span>
          </>
        ),
      })}
      <p className="px-2 text-sm font-medium text-stone-700 sm:hidden">
        Page {page} of {totalPages}
      </p>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {pageNumbers(page, totalPages).map((number) => (
          <li key={number}>
            {renderPage({
              page: number,
              isCurrent: number === page,
              isDisabled: false,
              label: `Page ${number}`,
              className: cx(base, number === page ? 'bg-brand-700 text-white shadow-sm' : idle),
              children: number,
            })}
          </li>
        ))}
      </ul>
      {renderPage({
        page: Math.min(totalPages, page + 1),
        isCurrent: false,
        isDisabled: isLast,
        label: 'Next page',
        className: cx(base, isLast ? disabled : idle),
        children: (
          <>
            <span>Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </>
        ),
      })}
    </nav>
  );
};

type TPageLinkProps = {
  to: { search: string };
  replace?: boolean;
  className: string;
  'aria-current'?: 'page';
  'aria-label': string;
  children: ReactNode;
};

type TLinkPaginationProps = Omit<TPaginationProps, 'renderPage'> & {
  /** The router's Link. */
  RouteLink: ComponentType<TPageLinkProps>;
  /** The address's search for a page: '?page=2&...', or '' for none. */
  pageSearch(page: number): string;
  /** Each page replaces the history entry instead of adding one. */
  isReplacing?: boolean;
};

/** Pagination whose pages are links to the same screen with the page in the address; Previous and Next are inert at the ends. */
export const LinkPagination = ({ RouteLink, pageSearch, isReplacing, ...rest }: TLinkPaginationProps) => (
  <Pagination
    {...rest}
    renderPage={({ page, className, children, isCurrent, label, isDisabled }) =>
      isDisabled ? (
        <span className={className} aria-hidden="true">
          {children}
        </span>
      ) : (
        <RouteLink to={{ search: pageSearch(page) }} replace={isReplacing} className={className} aria-current={isCurrent ? 'page' : undefined} aria-label={label}>
          {children}
        </RouteLink>
      )
    }
  />
);
