// Edit on My Events (dashboard.md §2 Edit event modal, §4): a draft opens the 5-step wizard on its
// values, with Delete Draft; any other event only says it cannot be edited, and why.
import { Lock } from 'lucide-react';
import type { TEventRequest, TEventStatus } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { PlanEventModal } from './plan-event-modal.tsx';

export const CANNOT_EDIT_TITLE = 'Event Cannot Be Edited';

const REASONS: Record<Exclude<TEventStatus, 'draft'>, string> = {
  submitted: 'It has been sent to service providers, who quote on the details they received. Only drafts can be edited.',
  active: 'It has been sent to service providers and a quote is accepted. Only drafts can be edited.',
  completed: 'It has already taken place. Only drafts can be edited.',
  cancelled: 'It has been cancelled. Only drafts can be edited.',
  rejected: 'It is closed. Only drafts can be edited.',
};

export const EditEventModal = ({ event, onClose }: { event: TEventRequest; onClose(): void }) => {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (event.status === 'draft') return <PlanEventModal open onOpenChange={onOpenChange} request={event} />;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={CANNOT_EDIT_TITLE}
      description={REASONS[event.status]}
      header={
        <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
      }
      size="sm"
    >
      <div className="flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
};
