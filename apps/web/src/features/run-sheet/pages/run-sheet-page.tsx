import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion, Printer } from 'lucide-react';
import { RUN_SHEET_MSG } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { LoadError, PageProblem } from '@app/ui/state-panels.tsx';
import { RunSheetHeader, RunSheetTable } from '@app/ui/run-sheet-table.tsx';
import { ApiError } from '@app/web-core/api-client.ts';
import { formatDate } from '@app/web-core/format.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';
import { RunSheetEditor } from '../components/run-sheet-editor.tsx';
import { parseEventId } from '../run-sheet-route.ts';

const BackLink = () => (
  <Link to="/dashboard?tab=events" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-950">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to My Events
  </Link>
);

/** /dashboard/events/:id/run-sheet: the organiser writes the event day's timeline, and prints it. */
const RunSheetPage = () => {
  const eventRequestId = parseEventId(useParams().id);
  const sheet = useRunSheet(eventRequestId ?? 0);

  if (eventRequestId === null || (sheet.error instanceof ApiError && [400, 404].includes(sheet.error.status))) {
    return (
      <PageProblem className="mx-auto max-w-3xl px-4 py-10 sm:px-6" icon={FileQuestion} title="Event not found" body="It is not one of your events, or the address is mistyped.">
        <BackLink />
      </PageProblem>
    );
  }
  if (sheet.isPending) return <PageSpinner label="Loading the run sheet" />;
  if (sheet.isError) {
    return <LoadError title="The run sheet could not be loaded" body={RUN_SHEET_MSG.loadFailed} onRetry={() => void sheet.refetch()} isRetrying={sheet.isFetching} />;
  }

  const data = sheet.data;
  return (
    <article className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <BackLink />
      <RunSheetHeader
        title={data.event_title}
        subtitle={
          <>
            {data.event_date ? formatDate(data.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : 'Date to be confirmed'}
            {data.providers.length > 0 && ` · Booked: ${data.providers.map((p) => p.business_name).join(', ')}`}
          </>
        }
        printLink={
          <Link to={`/run-sheets/${data.event_request_id}/print`} className={buttonClasses({ variant: 'outline' })}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Link>
        }
      />
      {data.is_editable ? (
        <>
          <p className="mb-4 text-sm text-stone-700">
            Each booked provider sees this sheet in their portal, with their own lines marked, and is told when you save a change. Print shows the saved version.
          </p>
          <RunSheetEditor key={data.event_request_id} sheet={data} onReload={async () => (await sheet.refetch()).data} />
        </>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-700">This event is no longer open for changes: its run sheet is shown as it was saved.</p>
          <RunSheetTable sheet={data} isMineMarked={false} />
        </>
      )}
    </article>
  );
};

export default RunSheetPage;
