// The day-of run sheet as both sites show it read-only: the provider portal's page, and the print view
// of the organiser's editor and of the portal (one A4 page for a typical 20-line sheet).
import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { RUN_SHEET_MSG, type TRunSheet } from '@app/contract';
import { formatDate, formatDateTime } from '@app/web-core/format.ts';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

type TRunSheetTableProps = {
  sheet: TRunSheet;
  /** Mark the reader's own lines (a provider's): a tinted row and the word "You", never colour alone. */
  isMineMarked: boolean;
  className?: string;
};

export const RunSheetTable = ({ sheet, isMineMarked, className }: TRunSheetTableProps) => {
  if (sheet.lines.length === 0) return <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">{RUN_SHEET_MSG.empty}</p>;
  return (
    <table className={cx('w-full border-collapse text-left text-sm print:text-[10pt]', className)}>
      <caption className="sr-only">Run sheet of {sheet.event_title}{isMineMarked ? ': your lines are marked You' : ''}</caption>
      <thead>
        <tr className="border-b-2 border-stone-300 text-xs uppercase tracking-wide text-stone-700">
          <th scope="col" className="w-16 py-2 pr-3 font-semibold print:py-1">Time</th>
          <th scope="col" className="py-2 pr-3 font-semibold print:py-1">What happens</th>
          <th scope="col" className="w-[32%] py-2 font-semibold print:py-1">Responsible</th>
        </tr>
      </thead>
      <tbody>
        {sheet.lines.map((line) => {
          const isMarked = isMineMarked && line.is_mine;
          return (
            <tr key={line.id} className={cx('border-b border-stone-200 align-top', isMarked && 'bg-accent-100 font-semibold print:bg-stone-100')}>
              <td className={cx('py-2 pr-3 tabular-nums print:py-1', isMarked && 'border-l-4 border-brand-700 pl-2')}>{line.time}</td>
              <td className="py-2 pr-3 break-words print:py-1">{line.text}</td>
              <td className="py-2 print:py-1">
                {line.responsible_name}
                {isMarked && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white print:border print:border-stone-800 print:bg-white print:text-stone-900">{RUN_SHEET_MSG.you}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

type TRunSheetPrintViewProps = TRunSheetTableProps & {
  /** The way back (a link), left out of the printout. */
  back: ReactNode;
};

/** @page: A4 portrait, small margins; the toolbar is not printed. */
const PRINT_PAGE_CSS = '@page { size: A4 portrait; margin: 12mm; }';

/** A print view of the sheet: a plain document that fits one A4 page for a typical 20-line sheet, with Print and a way back. */
export const RunSheetPrintView = ({ sheet, isMineMarked, back }: TRunSheetPrintViewProps) => (
  <main className="mx-auto max-w-[210mm] bg-white p-6 text-stone-900 print:max-w-none print:p-0">
    <style>{PRINT_PAGE_CSS}</style>
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
      {back}
      <Button onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Print
      </Button>
    </div>
    <header className="mb-4 border-b border-stone-300 pb-3 print:mb-2 print:pb-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-700">Run sheet</p>
      <h1 className="text-2xl font-bold text-brand-950 print:text-[16pt]">{sheet.event_title}</h1>
      <p className="text-sm text-stone-700 print:text-[9pt]">
        {[sheet.event_date ? formatDate(sheet.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : null, sheet.location]
          .filter(Boolean)
          .join(' · ')}
        {sheet.updated_at && <span className="block">Last changed {formatDateTime(sheet.updated_at)}</span>}
      </p>
    </header>
    <RunSheetTable sheet={sheet} isMineMarked={isMineMarked} />
  </main>
);

type TRunSheetHeaderProps = { title: string; subtitle: ReactNode; printLink: ReactNode };

/** A run sheet page's heading, on both sites: the event, a line about it, and the way to the print view. */
export const RunSheetHeader = ({ title, subtitle, printLink }: TRunSheetHeaderProps) => (
  <header className="mb-5 mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
    <div>
      <p className="text-sm font-semibold text-stone-700">Run sheet</p>
      <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-stone-700">{subtitle}</p>
    </div>
    {printLink}
  </header>
);
