// The wizard engine both variants run on: which step is shown, moving on only when the step
// validates (field errors inline, category rules as warning toasts), moving back freely, jumping
// to a step (Edit on the review), and checking everything before a submit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TCategory } from '@app/contract';
import { useNotify } from '@app/web-core/notify.ts';
import type { TStepDefinition, TStepId } from './wizard-steps.ts';
import { servicesProblem, type TWizardValues } from './wizard-values.ts';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export type TRequestWizard = ReturnType<typeof useRequestWizard>;

export const useRequestWizard = ({
  steps,
  form,
  categories,
  initialStep,
}: {
  steps: readonly TStepDefinition[];
  form: UseFormReturn<TWizardValues>;
  categories: readonly TCategory[];
  initialStep?: TStepId;
}) => {
  const notify = useNotify();
  const [currentId, setCurrentId] = useState<TStepId>(initialStep ?? steps[0]!.id);
  // A step that is no longer part of the wizard (Your Information after signing in) gives way to the review.
  const current = steps.find((s) => s.id === currentId) ?? steps.find((s) => s.id === 'review') ?? steps[0]!;
  const index = steps.indexOf(current);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMoving = useRef(false);

  // After a move the step's heading takes focus, and the top of the wizard comes into view.
  useEffect(() => {
    if (!isMoving.current) return;
    isMoving.current = false;
    headingRef.current?.focus({ preventScroll: true });
    const container = containerRef.current;
    if (container && container.getBoundingClientRect().top < 0) {
      container.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  }, [current.id]);

  // A field showing an error is checked again as it changes, so the message goes once it is fixed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name as FieldPath<TWizardValues>).error) void form.trigger(name as FieldPath<TWizardValues>);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const moveTo = useCallback((id: TStepId) => {
    isMoving.current = true;
    setCurrentId(id);
  }, []);

  const validateStep = useCallback(
    async (step: TStepDefinition, options: { shouldFocus: boolean }): Promise<boolean> => {
      if (step.fields.length > 0) {
        const isValid = await form.trigger(step.fields as FieldPath<TWizardValues>[], { shouldFocus: options.shouldFocus });
        if (!isValid) return false;
      }
      if (step.hasServiceRules) {
        const problem = servicesProblem(form.getValues(), categories);
        if (problem) {
          notify(problem, 'warning');
          return false;
        }
      }
      return true;
    },
    [form, categories, notify],
  );

  const goNext = useCallback(async () => {
    const next = steps[index + 1];
    if (!next) return;
    if (await validateStep(current, { shouldFocus: true })) moveTo(next.id);
  }, [steps, index, current, validateStep, moveTo]);

  const goPrevious = useCallback(() => {
    const previous = steps[index - 1];
    if (previous) moveTo(previous.id);
  }, [steps, index, moveTo]);

  /** Checks every step in order; on the first that fails, shows it and answers false. */
  const validateAll = useCallback(async (): Promise<boolean> => {
    for (const step of steps) {
      const isOnStep = step.id === current.id;
      if (!(await validateStep(step, { shouldFocus: isOnStep }))) {
        if (!isOnStep) {
          moveTo(step.id);
          // Show the errors of the step once it is on screen.
          window.setTimeout(() => void form.trigger(step.fields as FieldPath<TWizardValues>[], { shouldFocus: true }), 0);
        }
        return false;
      }
    }
    return true;
  }, [steps, current.id, validateStep, moveTo, form]);

  return {
    steps,
    current,
    index,
    total: steps.length,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    goNext,
    goPrevious,
    goTo: moveTo,
    validateAll,
    containerRef,
    headingRef,
  };
};
