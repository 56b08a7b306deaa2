// What any dashboard screen can ask of the shell: open the Plan Event wizard, start the tour.
import { createContext, useContext, type ReactNode } from 'react';

/** The event the Plan Event wizard created, when the wizard reports it. */
export type TCreatedEvent = { id: number; title?: string; status?: string };

export type TPlanEventOptions = {
  /** Called after the wizard saved an event; without it the dashboard opens My Events. */
  onCreated?(event: TCreatedEvent | null): void;
};

/** Props the app layer's Plan Your Event modal receives from the dashboard shell. */
export type TPlanEventSlotProps = {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The wizard saved an event (draft or submitted); pass it when known. */
  onCreated(event: TCreatedEvent | null): void;
};

/** Renders the Plan Your Event modal; supplied by the app layer (features do not import each other). */
export type TPlanEventSlot = (props: TPlanEventSlotProps) => ReactNode;

export type TDashboardActions = {
  openPlanEvent(options?: TPlanEventOptions): void;
  startTutorial(): void;
};

export const DashboardActionsContext = createContext<TDashboardActions | null>(null);

export const useDashboardActions = (): TDashboardActions => {
  const actions = useContext(DashboardActionsContext);
  if (!actions) throw new Error('useDashboardActions must be used inside <DashboardShell>');
  return actions;
};
