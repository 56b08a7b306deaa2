import { Link } from 'react-router';
import { BellRing, CheckCircle2, Clock } from 'lucide-react';
import { REPLY_REMINDER_AFTER_HOURS, type TQuoteRequest } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';
import { useEventInvitations } from '../api/get-event-invitations.ts';

const SHORT_DATE = { day: 'numeric', month: 'short' } as const;

/** Where one invited provider stands: replied, reminded and still silent, or waiting. */
const InvitationState = ({ invitation }: { invitation: TQuoteRequest }) => {
  if (invitation.replied_at) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Replied {formatDate(invitation.replied_at, SHORT_DATE)}
      </span>
    );
  }
  if (invitation.reminded_at) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-800">
        <BellRing className="size-4" aria-hidden="true" />
        Reminded {formatDate(invitation.reminded_at, SHORT_DATE)}, no reply yet
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-stone-700">
      <Clock className="size-4" aria-hidden="true" />
      Waiting for a reply
    </span>
  );
};

/**
 * The providers the organiser invited to quote for this event (Request Quote on a provider's page),
 * each with their reply or the reminder we e-mailed them after 24 hours without one. Nothing when
 * nobody was invited, or while the list loads (the quotes above are what matters).
 */
export const EventInvitations = ({ eventRequestId }: { eventRequestId: number }) => {
  const { data: invitations } = useEventInvitations(eventRequestId);
  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby={`invited-${eventRequestId}`} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id={`invited-${eventRequestId}`} className="text-base font-bold text-brand-950">
        Invited providers
      </h3>
      <p className="mt-0.5 text-sm text-stone-600">
        A provider who has not replied {REPLY_REMINDER_AFTER_HOURS} hours after your invitation gets one reminder from us.
      </p>
      <ul className="mt-3 divide-y divide-stone-100">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <Link to={`/dashboard/provider/${invitation.provider_id}`} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
                {invitation.business_name}
              </Link>
              <span className="block text-sm text-stone-600">Invited {formatDate(invitation.created_at, SHORT_DATE)}</span>
            </div>
            <InvitationState invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
};
