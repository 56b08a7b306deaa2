import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import type { TRequestWizard } from '../wizard/use-request-wizard.ts';
import type { TWizardLists } from '../wizard/use-wizard-lists.ts';
import { WizardDataContext, type TWizardData } from '../wizard/wizard-context.ts';
import type { TWizardVariant } from '../wizard/wizard-steps.ts';
import type { TWizardValues } from '../wizard/wizard-values.ts';

type TWizardProviderProps = {
  variant: TWizardVariant;
  idPrefix: string;
  lists: TWizardLists;
  wizard: TRequestWizard;
  form: UseFormReturn<TWizardValues>;
  children: ReactNode;
};

/** Gives a wizard's steps their form and what they share: the lists to choose from and where Edit jumps. */
export const WizardProvider = ({ variant, idPrefix, lists, wizard, form, children }: TWizardProviderProps) => {
  const data: TWizardData = { variant, idPrefix, ...lists, stepIds: wizard.steps.map((s) => s.id), goTo: wizard.goTo };
  return (
    <WizardDataContext.Provider value={data}>
      <FormProvider {...form}>{children}</FormProvider>
    </WizardDataContext.Provider>
  );
};
