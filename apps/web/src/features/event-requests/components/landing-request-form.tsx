// The request wizard on the landing page (anchor registration-form): 6 steps signed in, 7 for a
// visitor, who is asked to sign in or sign up before the request is sent (spec public-site.md §2, §4).
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { EVENT_REQUEST_MSG, QUERY_FLAGS, SECTION_IDS, type TUser } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { FormError } from '@app/ui/input.tsx';
import { StepProgress } from '@app/ui/stepper.tsx';
import { useAuth, useAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import { useNotify } from '@app/web-core/notify.ts';
import { scrollToSection } from '../../../lib/scroll.ts';
import { useCreateEventRequest } from '../api/create-event-request.ts';
import { failureText } from '../api/event-request-errors.ts';
import { SuccessDialog } from './success-dialog.tsx';
import { WizardProvider } from './wizard-provider.tsx';
import { WizardStepView } from './wizard-step-view.tsx';
import {
  clearPendingRequest, clearRequestProgress, hasPendingRequest, readPendingRequest, readRequestProgress, savePendingRequest, saveRequestProgress,
} from '../wizard/pending-request.ts';
import { useLatest } from '../wizard/use-latest.ts';
import { useRequestWizard } from '../wizard/use-request-wizard.ts';
import { useWizardLists } from '../wizard/use-wizard-lists.ts';
import { stepsFor } from '../wizard/wizard-steps.ts';
import { buildWizardSchema, defaultWizardValues, prefillFromUser, toEventRequestPayload, wizardResolver, type TWizardValues } from '../wizard/wizard-values.ts';

export const SIGN_IN_TO_SEND = 'Sign in or create a free account to send your request. Your details are saved.';

const withProfile = (values: TWizardValues, user: TUser | null) => (user ? prefillFromUser(values, user) : values);

export const LandingRequestForm = () => {
  const idPrefix = useId().replaceAll(':', '');
  const { status, user } = useAuth();
  const { openLogin } = useAuthDialogs();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isVisitor = status !== 'signed-in';

  const steps = useMemo(() => stepsFor('landing', { isVisitor }), [isVisitor]);
  // A request saved before signing in is restored into the form, ready for review; otherwise the
  // request in progress before a reload comes back at its step.
  const [restored] = useState(() => readPendingRequest());
  const [progress] = useState(() => (restored ? null : readRequestProgress(steps.map((step) => step.id))));
  const schema = useMemo(() => buildWizardSchema({ includeContact: isVisitor }), [isVisitor]);
  const schemaRef = useLatest(schema);
  const form = useForm<TWizardValues>({
    defaultValues: withProfile(restored ?? progress?.values ?? defaultWizardValues(), user),
    resolver: wizardResolver(() => schemaRef.current),
  });
  const lists = useWizardLists('landing');
  const wizard = useRequestWizard({ steps, form, categories: lists.categories, initialStep: restored ? 'review' : progress?.step });
  const create = useCreateEventRequest();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);
  const isSending = useRef(false);

  // What is typed, and the step reached, are kept for a reload until the request is sent; after
  // that, from the first change to the next request.
  const stepRef = useLatest(wizard.current.id);
  const isSent = useRef(false);
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) isSent.current = false;
      if (!isSent.current) saveRequestProgress({ step: stepRef.current, values: form.getValues() });
    });
    return () => subscription.unsubscribe();
  }, [form, stepRef]);
  const stepId = wizard.current.id;
  const hasMoved = useRef(false);
  useEffect(() => {
    // Not on the first render: opening the page saves nothing.
    if (!hasMoved.current) {
      hasMoved.current = true;
      return;
    }
    if (!isSent.current) saveRequestProgress({ step: stepId, values: form.getValues() });
  }, [stepId, form]);

  // A signed-in organiser's name, e-mail and type come from the profile (only where still empty).
  useEffect(() => {
    if (!user) return;
    const values = form.getValues();
    const filled = prefillFromUser(values, user);
    for (const key of ['organiser_name', 'organiser_email', 'organiser_type'] as const) {
      if (filled[key] !== values[key]) form.setValue(key, filled[key]);
    }
  }, [user, form]);

  const send = async (values: TWizardValues) => {
    if (isSending.current) return;
    isSending.current = true;
    setSubmitError(null);
    try {
      await create.mutateAsync(toEventRequestPayload(values, { isDraft: false, includeOrganiser: true }));
      clearPendingRequest();
      isSent.current = true;
      clearRequestProgress();
      setIsSuccessOpen(true);
    } catch (error) {
      // Nothing typed is lost: the values stay in the form (and the pending copy stays saved).
      const message = failureText(error);
      setSubmitError(message);
      notify(message, 'error');
      if (wizard.current.id !== 'review') wizard.goTo('review');
    } finally {
      isSending.current = false;
    }
  };
  const sendRef = useLatest(send);
  const latest = useLatest({ form, wizard, user, notify });

  // Signing in (or up) on this page while a request waits: send it.
  const previousStatus = useRef(status);
  const hasJustSignedIn = useRef(false);
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if (was !== 'signed-out' || status !== 'signed-in' || !hasPendingRequest()) return;
    hasJustSignedIn.current = true;
    const { form: currentForm, wizard: currentWizard, user: currentUser } = latest.current;
    // Unreadable saved data: the values in the form are used.
    const values = withProfile(readPendingRequest() ?? currentForm.getValues(), currentUser);
    currentForm.reset(values);
    currentWizard.goTo('review');
    void scrollToSection(SECTION_IDS.requestForm);
    void sendRef.current(values);
  }, [status, latest, sendRef]);

  // Back from Google sign-in with ?submit_pending_event=true: review the restored request.
  useEffect(() => {
    if (status !== 'signed-in' || params.get(QUERY_FLAGS.submitPendingEvent) !== 'true') return;
    const next = new URLSearchParams(params);
    next.delete(QUERY_FLAGS.submitPendingEvent);
    setParams(next, { replace: true, preventScrollReset: true });
    if (hasJustSignedIn.current) {
      // Signed in on this page: the request is already on its way.
      hasJustSignedIn.current = false;
      return;
    }
    const { form: currentForm, wizard: currentWizard, user: currentUser, notify: show } = latest.current;
    const pending = readPendingRequest();
    if (!pending) {
      show(EVENT_REQUEST_MSG.welcomeBackReview, 'info');
      return;
    }
    currentForm.reset(withProfile(pending, currentUser));
    currentWizard.goTo('review');
    void scrollToSection(SECTION_IDS.requestForm).then((isShown) =>
      show(isShown ? EVENT_REQUEST_MSG.welcomeReview : EVENT_REQUEST_MSG.welcomeBackReview, isShown ? 'success' : 'info'),
    );
  }, [status, params, setParams, latest]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!wizard.isLast) {
      await wizard.goNext();
      return;
    }
    if (create.isPending || !(await wizard.validateAll())) return;
    const values = form.getValues();
    if (status !== 'signed-in') {
      savePendingRequest(values);
      notify(SIGN_IN_TO_SEND, 'info');
      openLogin();
      return;
    }
    await send(values);
  };

  const stayHere = () => {
    setIsSuccessOpen(false);
    form.reset(withProfile(defaultWizardValues(), user));
    wizard.goTo(steps[0]!.id);
  };

  return (
    <WizardProvider variant="landing" idPrefix={idPrefix} lists={lists} wizard={wizard} form={form}>
      <div ref={wizard.containerRef} className="scroll-mt-24 rounded-[28px] bg-white p-5 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Free event request</p>
        <h2 className="mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">Plan your event with local providers</h2>
        <StepProgress className="mt-6" current={wizard.index + 1} total={wizard.total} stepName={wizard.current.name} isPercentShown />
        <form noValidate onSubmit={onSubmit} className="mt-8" aria-label="Event request">
          <WizardStepView wizard={wizard} />
          {wizard.isLast && <FormError className="mt-6">{submitError}</FormError>}
          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="outline" onClick={wizard.goPrevious} disabled={wizard.isFirst}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Previous
            </Button>
            {wizard.isLast ? (
              <Button type="submit" isBusy={create.isPending} busyText="Submitting...">
                <Send className="size-4" aria-hidden="true" />
                Submit Event Request
              </Button>
            ) : (
              <Button type="submit">
                Next
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        </form>
      </div>
      <SuccessDialog open={isSuccessOpen} onStay={stayHere} onGoToDashboard={() => navigate('/dashboard')} />
    </WizardProvider>
  );
};
