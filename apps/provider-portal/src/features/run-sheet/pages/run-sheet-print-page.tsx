import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { RunSheetPrintView } from '@app/ui/run-sheet-table.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { parseRouteId } from '../../../lib/api/get-provider-request.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';

/** /run-sheets/:id/print: the run sheet alone, laid out for one A4 page, this provider's lines marked "You". */
const RunSheetPrintPage = () => {
  const id = parseRouteId(useParams().id);
  const sheet = useRunSheet(id);
  useDocumentTitle(sheet.data ? `Run sheet for ${sheet.data.event_title}` : 'Run sheet');
  const back = (
    <Link to={`/run-sheets/${id ?? ''}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:text-brand-950">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the run sheet
    </Link>
  );
  if (id !== null && sheet.isPending) return <PageSpinner label="Loading the run sheet" />;
  if (id === null || !sheet.data) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <PageProblem icon={FileQuestion} title="The run sheet could not be loaded" {...failedQueryProps(sheet)}>
          {back}
        </PageProblem>
      </main>
    );
  }
  return <RunSheetPrintView sheet={sheet.data} isMineMarked back={back} />;
};

export default RunSheetPrintPage;
