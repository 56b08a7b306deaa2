import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@app/ui/button.tsx';

type TQuotePaginationProps = { page: number; totalPages: number; onPage(page: number): void };

/** Previous, 'Page n of m', Next; nothing when everything fits on one page. */
export const QuotePagination = ({ page, totalPages, onPage }: TQuotePaginationProps) => {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Quote pages" className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm font-medium text-stone-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
};
