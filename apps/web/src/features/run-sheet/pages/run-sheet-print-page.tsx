import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { RUN_SHEET_MSG } from '@app/contract';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { LoadError } from '@app/ui/state-panels.tsx';
import { RunSheetPrintView } from '@app/ui/run-sheet-table.tsx';
import { useRunSheet } from '../api/get-run-sheet.ts';
import { parseEventId } from '../run-sheet-route.ts';

/** /run-sheets/:id/print: the saved run sheet alone, laid out for one A4 page. */
const RunSheetPrintPage = () => {
  const eventRequestId = parseEventId(useParams().id) ?? 0;
  const sheet = useRunSheet(eventRequestId);
  const back = (
    <Link to={`/dashboard/events/${eventRequestId}/run-sheet`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:text-brand-950">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the run sheet
    </Link>
  );
  if (sheet.isPending) return <PageSpinner label="Loading the run sheet" />;
  if (sheet.isError) {
    return (
      <main className="mx-auto max-w-xl p-6">
        {back}
        <LoadError title="The run sheet could not be loaded" body={RUN_SHEET_MSG.loadFailed} onRetry={() => void sheet.refetch()} isRetrying={sheet.isFetching} />
      </main>
    );
  }
  return <RunSheetPrintView sheet={sheet.data} isMineMarked={false} back={back} />;
};

export default RunSheetPrintPage;
