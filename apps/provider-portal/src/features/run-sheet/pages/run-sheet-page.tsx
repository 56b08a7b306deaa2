import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion, Printer } from 'lucide-react';
import { buttonClasses } from '@app/ui/button.tsx';
import { RunSheetHeader, RunSheetTable } from '@app/ui/run-sheet-table.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ApiError } from '@app/web-core/api-client.ts';
import { formatDate, formatDateTime } from '@app/web-core/format.ts';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { parseRouteId } from '../../../lib/api/get-provider-request.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';

const BackLink = () => (
  <Link to="/quotes?status=accepted" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-950">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to quotes
  </Link>
);

/** /run-sheets/:id: the organiser's run sheet of an event this provider is booked for, read-only, its own lines marked "You". */
const RunSheetPage = () => {
  const id = parseRouteId(useParams().id);
  const sheet = useRunSheet(id);
  useDocumentTitle(sheet.data ? `Run sheet for ${sheet.data.event_title}` : 'Run sheet');

  if (id === null || (sheet.error instanceof ApiError && [400, 404].includes(sheet.error.status))) {
    return (
      <PageProblem icon={FileQuestion} title="Run sheet not found" body="You can see the run sheet of an event once the organiser has accepted your quote for it.">
        <BackLink />
      </PageProblem>
    );
  }
  if (sheet.isPending) return <PageSpinner label="Loading the run sheet" />;
  if (sheet.isError) {
    return (
      <PageProblem icon={FileQuestion} title="The run sheet could not be loaded" {...failedQueryProps(sheet)}>
        <BackLink />
      </PageProblem>
    );
  }

  const data = sheet.data;
  const mine = data.lines.filter((line) => line.is_mine).length;
  return (
    <article className="mx-auto max-w-4xl">
      <BackLink />
      <RunSheetHeader
        title={data.event_title}
        subtitle={[data.event_date ? formatDate(data.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : null, data.location].filter(Boolean).join(' · ')}
        printLink={
          <Link to={`/run-sheets/${data.event_request_id}/print`} className={buttonClasses({ variant: 'outline' })}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Link>
        }
      />
      <p className="mb-4 text-sm text-stone-700">
        {data.lines.length === 0
          ? 'The organiser has not written the run sheet yet. You will be notified when they do.'
          : `${mine === 1 ? '1 line is' : `${mine} lines are`} yours, marked “You”.${data.updated_at ? ` Last changed ${formatDateTime(data.updated_at)}.` : ''}`}
      </p>
      <section aria-label="Run sheet" className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
        <RunSheetTable sheet={data} isMineMarked />
      </section>
    </article>
  );
};

export default RunSheetPage;
