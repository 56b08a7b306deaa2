// The event request wizard: one engine, two variants. `landing` is the form in the landing page's
// registration-form section; `modal` is the 5-step Plan Your Event / Edit Event dialog.
import { LandingRequestForm } from './landing-request-form.tsx';
import { PlanEventModal, type TPlanEventModalProps } from './plan-event-modal.tsx';

export type { TPlanEventModalProps, TPlanEventSaved } from './plan-event-modal.tsx';

export type TEventRequestWizardProps = { variant: 'landing' } | ({ variant: 'modal' } & TPlanEventModalProps);

export const EventRequestWizard = (props: TEventRequestWizardProps) => {
  if (props.variant === 'landing') return <LandingRequestForm />;
  const { variant: _variant, ...modal } = props;
  return <PlanEventModal {...modal} />;
};

export default EventRequestWizard;
