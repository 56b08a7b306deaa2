import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@app/ui/cx.ts';
import { pageWindow } from '../../../lib/provider-display.ts';

type TProviderPaginationProps = { page: number; totalPages: number; onPage(page: number): void };

const buttonBase = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors';

/** Previous, at most 5 page buttons around the current page, Next. */
export const ProviderPagination = ({ page, totalPages, onPage }: TProviderPaginationProps) => {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={cx(buttonBase, 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <ul className="flex items-center gap-1.5">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              onClick={() => onPage(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              className={cx(
                buttonBase,
                number === page ? 'bg-brand-700 text-white shadow-sm' : 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600',
              )}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        className={cx(buttonBase, 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50')}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
};
