import { BudgetStep } from './steps/budget-step.tsx';
import { ContactStep } from './steps/contact-step.tsx';
import { DeliveryStep } from './steps/delivery-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { NotesStep } from './steps/notes-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { ServicesStep } from './steps/services-step.tsx';
import type { TRequestWizard } from '../wizard/use-request-wizard.ts';
import type { TStepId } from '../wizard/wizard-steps.ts';

const OverviewStep = () => (
  <div className="space-y-10">
    <DetailsStep />
    <div className="border-t border-stone-200 pt-8">
      <ServicesStep />
    </div>
  </div>
);

const BODIES: Record<TStepId, () => React.JSX.Element> = {
  services: ServicesStep,
  details: DetailsStep,
  overview: OverviewStep,
  budget: BudgetStep,
  delivery: DeliveryStep,
  notes: NotesStep,
  contact: ContactStep,
  review: ReviewStep,
};

/** The current step: its heading (focused after each move), its description and its fields. */
export const WizardStepView = ({ wizard }: { wizard: TRequestWizard }) => {
  const Body = BODIES[wizard.current.id];
  return (
    <div>
      <h3 ref={wizard.headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-stone-900 focus:outline-none sm:text-2xl">
        {wizard.current.title}
      </h3>
      <p className="mt-1.5 text-[0.95rem] text-stone-600">{wizard.current.description}</p>
      <div className="mt-6">
        <Body />
      </div>
    </div>
  );
};
