import { CheckCircle2, Clock, Mail, MessagesSquare } from 'lucide-react';
import { EVENT_REQUEST_MSG } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';

const ICONS = [Clock, Mail, MessagesSquare] as const;

/** 'Event Request Submitted!' with what happens next, Stay Here and Go to Dashboard. */
export const SuccessDialog = ({ open, onStay, onGoToDashboard }: { open: boolean; onStay(): void; onGoToDashboard(): void }) => (
  <Dialog
    open={open}
    onOpenChange={(isOpen) => {
      if (!isOpen) onStay();
    }}
    title={EVENT_REQUEST_MSG.successTitle}
    description="Thank you. Your event request has been sent to verified local providers."
    header={<CheckCircle2 className="mb-4 size-12 text-brand-600" aria-hidden="true" />}
  >
    <h3 className="text-sm font-semibold uppercase tracking-wider text-stone-600">What happens next</h3>
    <ul className="mt-3 space-y-3">
      {EVENT_REQUEST_MSG.nextSteps.map((text, index) => {
        const Icon = ICONS[index] ?? Clock;
        return (
          <li key={text} className="flex gap-3 text-[0.95rem] text-stone-800">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {text}
          </li>
        );
      })}
    </ul>
    <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onStay}>Stay Here</Button>
      <Button onClick={onGoToDashboard}>Go to Dashboard</Button>
    </div>
  </Dialog>
);
