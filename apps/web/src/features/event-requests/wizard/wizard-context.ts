import { createContext, useContext } from 'react';
import type { TCategory } from '@app/contract';
import type { TStepId, TWizardVariant } from './wizard-steps.ts';

/** What every step of one wizard shares: the lists to choose from and where Edit jumps. */
export type TWizardData = {
  variant: TWizardVariant;
  /** Prefix for element ids, unique per wizard. */
  idPrefix: string;
  categories: readonly TCategory[];
  isLoadingCategories: boolean;
  locations: readonly string[];
  isLoadingLocations: boolean;
  /** The steps of this wizard, in order. */
  stepIds: readonly TStepId[];
  goTo(step: TStepId): void;
};

export const WizardDataContext = createContext<TWizardData | null>(null);

export const useWizardData = (): TWizardData => {
  const data = useContext(WizardDataContext);
  if (!data) throw new Error('useWizardData must be used inside a request wizard');
  return data;
};
