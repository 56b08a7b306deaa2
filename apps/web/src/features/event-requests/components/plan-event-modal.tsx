// The 5-step modal variant of the request wizard, for the dashboard's Plan Event (create) and Edit
// (spec dashboard.md §2, §4): Previous, Cancel, Save as Draft, Next Step, Submit Event.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft, ArrowRight, Save, Send, Trash2 } from 'lucide-react';
import { DIALOG_AUTO_CLOSE_MS, EVENT_REQUEST_MSG, type TEventRequest } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { FormError } from '@app/ui/input.tsx';
import { StepProgress } from '@app/ui/stepper.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { useNotify } from '@app/web-core/notify.ts';
import { useCreateEventRequest } from '../api/create-event-request.ts';
import { useDeleteEventRequest } from '../api/delete-event-request.ts';
import { failureText } from '../api/event-request-errors.ts';
import { useSubmitEventRequest } from '../api/submit-event-request.ts';
import { useUpdateEventRequest } from '../api/update-event-request.ts';
import { WizardProvider } from './wizard-provider.tsx';
import { WizardStepView } from './wizard-step-view.tsx';
import { useRequestWizard } from '../wizard/use-request-wizard.ts';
import { useWizardLists } from '../wizard/use-wizard-lists.ts';
import { stepsFor } from '../wizard/wizard-steps.ts';
import {
  buildWizardSchema, defaultWizardValues, fromEventRequest, prefillFromUser, toEventRequestPayload, wizardResolver, type TWizardValues,
} from '../wizard/wizard-values.ts';

/** Edit saves close the dialog sooner than a new request (spec dashboard.md §9). */
const EDIT_AUTO_CLOSE_MS = 100;

export type TPlanEventSaved = {
  request: TEventRequest;
  action: 'draft-saved' | 'submitted' | 'updated' | 'updated-and-submitted';
};

export type TPlanEventModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Editing this request (a draft; a submitted one is saved and stays submitted). Absent: a new request. */
  request?: TEventRequest | null;
  onSaved?(result: TPlanEventSaved): void;
  onDeleted?(id: number): void;
};

export const PlanEventModal = ({ open, onOpenChange, request = null, onSaved, onDeleted }: TPlanEventModalProps) => (
  <Dialog open={open} onOpenChange={onOpenChange} title={request ? 'Edit Event' : 'Plan Your Event'} size="lg" isDismissible={false}>
    <PlanEventWizard request={request} onClose={() => onOpenChange(false)} onSaved={onSaved} onDeleted={onDeleted} />
  </Dialog>
);

const PlanEventWizard = ({
  request,
  onClose,
  onSaved,
  onDeleted,
}: {
  request: TEventRequest | null;
  onClose(): void;
  onSaved?: TPlanEventModalProps['onSaved'];
  onDeleted?: TPlanEventModalProps['onDeleted'];
}) => {
  const idPrefix = useId().replaceAll(':', '');
  const { user } = useAuth();
  const notify = useNotify();
  const steps = useMemo(() => stepsFor('modal', { isVisitor: false }), []);
  const schema = useMemo(() => buildWizardSchema({ includeContact: false }), []);
  const form = useForm<TWizardValues>({
    defaultValues: request ? fromEventRequest(request) : user ? prefillFromUser(defaultWizardValues(), user) : defaultWizardValues(),
    resolver: wizardResolver(() => schema),
  });
  const lists = useWizardLists('modal');
  const wizard = useRequestWizard({ steps, form, categories: lists.categories });
  const create = useCreateEventRequest();
  const update = useUpdateEventRequest();
  const submit = useSubmitEventRequest();
  const remove = useDeleteEventRequest();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | 'delete' | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isDone = useRef(false);

  const isDraft = !request || request.status === 'draft';
  const includeOrganiser = !request;

  const finish = (message: string, result: TPlanEventSaved | null, delayMs: number) => {
    isDone.current = true;
    notify(message, 'success');
    if (result) onSaved?.(result);
    window.setTimeout(onClose, delayMs);
  };

  const fail = (caught: unknown, fallback: string) => {
    const message = failureText(caught, fallback);
    setError(message);
    notify(message, 'error');
  };

  const saveDraft = async () => {
    if (busy || isDone.current) return;
    setBusy('draft');
    setError(null);
    // A draft is saved as it stands, without the step checks.
    const input = toEventRequestPayload(form.getValues(), { isDraft: true, includeOrganiser });
    try {
      const saved = request ? await update.mutateAsync({ id: request.id, input }) : await create.mutateAsync(input);
      finish(EVENT_REQUEST_MSG.draftSaved, { request: saved.data, action: 'draft-saved' }, request ? EDIT_AUTO_CLOSE_MS : DIALOG_AUTO_CLOSE_MS);
    } catch (caught) {
      fail(caught, EVENT_REQUEST_MSG.saveDraftFailed);
    } finally {
      setBusy(null);
    }
  };

  const submitEvent = async () => {
    if (busy || isDone.current || !(await wizard.validateAll())) return;
    setBusy('submit');
    setError(null);
    const input = toEventRequestPayload(form.getValues(), { isDraft: false, includeOrganiser });
    try {
      if (!request) {
        const created = await create.mutateAsync(input);
        finish(EVENT_REQUEST_MSG.submitted, { request: created.data, action: 'submitted' }, DIALOG_AUTO_CLOSE_MS);
      } else if (request.status === 'draft') {
        // The update keeps the draft a draft; the submit then checks it in full and sends it.
        const { status: _status, is_draft: _isDraft, ...fields } = input;
        await update.mutateAsync({ id: request.id, input: fields });
        const submitted = await submit.mutateAsync(request.id);
        finish(EVENT_REQUEST_MSG.updatedAndSubmitted, { request: submitted.data, action: 'updated-and-submitted' }, EDIT_AUTO_CLOSE_MS);
      } else {
        const { status: _status, is_draft: _isDraft, ...fields } = input;
        const updated = await update.mutateAsync({ id: request.id, input: fields });
        finish(EVENT_REQUEST_MSG.updated, { request: updated.data, action: 'updated' }, EDIT_AUTO_CLOSE_MS);
      }
    } catch (caught) {
      fail(caught, request ? EVENT_REQUEST_MSG.submitEventFailed : EVENT_REQUEST_MSG.createFailed);
    } finally {
      setBusy(null);
    }
  };

  const deleteDraft = async () => {
    if (!request || busy) return;
    setBusy('delete');
    setError(null);
    try {
      await remove.mutateAsync(request.id);
      setIsConfirmingDelete(false);
      isDone.current = true;
      notify(EVENT_REQUEST_MSG.draftDeleted, 'success');
      onDeleted?.(request.id);
      window.setTimeout(onClose, EDIT_AUTO_CLOSE_MS);
    } catch (caught) {
      setIsConfirmingDelete(false);
      fail(caught, EVENT_REQUEST_MSG.deleteDraftFailed);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wizard.isLast) await submitEvent();
    else await wizard.goNext();
  };

  return (
    <WizardProvider variant="modal" idPrefix={idPrefix} lists={lists} wizard={wizard} form={form}>
      <div ref={wizard.containerRef}>
        <StepProgress current={wizard.index + 1} total={wizard.total} stepName={wizard.current.name} isPercentShown />
        <form noValidate onSubmit={onSubmit} className="mt-6" aria-label={request ? 'Edit event request' : 'New event request'}>
          <WizardStepView wizard={wizard} />
          <FormError className="mt-6">{error}</FormError>
          <div className="mt-8 flex flex-col gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:flex-wrap sm:items-center">
            <Button variant="outline" onClick={wizard.goPrevious} disabled={wizard.isFirst}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Previous
            </Button>
            <div className="flex flex-col gap-3 sm:ml-auto sm:flex-row sm:flex-wrap">
              {request && request.status === 'draft' && (
                <Button variant="ghost" className="text-clay-700" onClick={() => setIsConfirmingDelete(true)} disabled={busy !== null}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete Draft
                </Button>
              )}
              <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
                Cancel
              </Button>
              {isDraft && (
                <Button variant="secondary" onClick={() => void saveDraft()} isBusy={busy === 'draft'} busyText="Saving..." disabled={busy !== null}>
                  <Save className="size-4" aria-hidden="true" />
                  Save as Draft
                </Button>
              )}
              {wizard.isLast ? (
                <Button type="submit" isBusy={busy === 'submit'} busyText="Creating Event..." disabled={busy !== null}>
                  <Send className="size-4" aria-hidden="true" />
                  {isDraft ? 'Submit Event' : 'Save Changes'}
                </Button>
              ) : (
                <Button type="submit" disabled={busy !== null}>
                  Next Step
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </form>
      </div>
      <Dialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete this draft?"
        description="The draft and everything in it will be removed. This cannot be undone."
        size="sm"
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirmingDelete(false)}>Keep Draft</Button>
          <Button variant="danger" onClick={() => void deleteDraft()} isBusy={busy === 'delete'} busyText="Deleting...">Delete Draft</Button>
        </div>
      </Dialog>
    </WizardProvider>
  );
};
