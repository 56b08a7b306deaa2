// The steps of each variant: the landing form (6 signed in, 7 for a visitor) and the 5-step modal.
import type { TWizardField } from './wizard-values.ts';

export type TStepId = 'services' | 'details' | 'overview' | 'budget' | 'delivery' | 'notes' | 'contact' | 'review';
export type TWizardVariant = 'landing' | 'modal';

export type TStepDefinition = {
  id: TStepId;
  /** 'Step n of total: name'. */
  name: string;
  /** The step's heading. */
  title: string;
  description: string;
  /** Fields checked before moving on. */
  fields: readonly TWizardField[];
  /** Whether the category rules (warnings) are checked before moving on. */
  hasServiceRules: boolean;
};

const SERVICES_FIELDS: readonly TWizardField[] = ['services'];
const DETAILS_FIELDS: readonly TWizardField[] = ['title', 'description', 'event_date', 'location'];

const STEP: Record<TStepId, Omit<TStepDefinition, 'id'>> = {
  services: {
    name: 'Services',
    title: 'What services do you need?',
    description: 'Pick the main category, then the specific services you would like quotes for.',
    fields: SERVICES_FIELDS,
    hasServiceRules: true,
  },
  details: {
    name: 'Event Overview',
    title: 'Tell us about your event',
    description: 'A title, a short description, the date and where it is happening.',
    fields: DETAILS_FIELDS,
    hasServiceRules: false,
  },
  overview: {
    name: 'Event Overview',
    title: 'Event overview',
    description: 'The essentials of your event and the services you need.',
    fields: [...DETAILS_FIELDS, ...SERVICES_FIELDS],
    hasServiceRules: true,
  },
  budget: {
    name: 'Budget',
    title: 'What is your budget?',
    description: 'A range in NZ dollars helps providers quote to fit. You can change it later.',
    fields: ['budget_min', 'budget_max'],
    hasServiceRules: false,
  },
  delivery: {
    name: 'Service Delivery',
    title: 'How should the services be delivered?',
    description: 'Choose how providers should bring their services to you.',
    fields: ['delivery_method', 'delivery_address'],
    hasServiceRules: false,
  },
  notes: {
    name: 'Additional Notes',
    title: 'Anything else providers should know?',
    description: 'Add details, preferences or special requirements. Tap a suggestion to add it.',
    fields: ['additional_notes'],
    hasServiceRules: false,
  },
  contact: {
    name: 'Your Information',
    title: 'Your information',
    description: 'Who is organising, how providers can reach you, and when you would like quotes by.',
    fields: ['organiser_type', 'organiser_name', 'organiser_email', 'response_deadline'],
    hasServiceRules: false,
  },
  review: {
    name: 'Review & Submit',
    title: 'Review your event request',
    description: 'Check the details below. Use Edit to change a section.',
    fields: [],
    hasServiceRules: false,
  },
};

const MODAL_NAMES: Partial<Record<TStepId, string>> = { budget: 'Budget Planning', notes: 'Additional Details' };

/** The steps of a variant; the landing form adds Your Information for a visitor. */
export const stepsFor = (variant: TWizardVariant, options: { isVisitor: boolean }): TStepDefinition[] => {
  const ids: TStepId[] =
    variant === 'landing'
      ? ['services', 'details', 'budget', 'delivery', 'notes', ...(options.isVisitor ? (['contact'] as const) : []), 'review']
      : ['overview', 'budget', 'delivery', 'notes', 'review'];
  return ids.map((id) => ({ id, ...STEP[id], ...(variant === 'modal' && MODAL_NAMES[id] ? { name: MODAL_NAMES[id] } : {}) }));
};

/** Which step holds a field (for jumping to the first problem). */
export const stepOfField = (steps: readonly TStepDefinition[], field: string): TStepDefinition | undefined =>
  steps.find((step) => step.fields.some((f) => field === f || field.startsWith(`${f}.`)));
