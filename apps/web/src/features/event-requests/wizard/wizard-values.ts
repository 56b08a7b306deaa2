// The request wizard's values: defaults, the prefill from the profile, the validation of each field
// with the spec's messages, and the mapping to and from the API's event request.
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  addDaysToIsoDate, BUDGET_DEFAULT_MAX, BUDGET_DEFAULT_MIN, EVENT_REQUEST_MSG, EVENT_TEXT_LIMITS, eventDateProblem,
  ITEM_QUANTITY_MAX, nzToday, organiserEmailProblem, RESPONSE_DEADLINE_OPTIONS, ZDeliveryMethod, ZOrganiserType,
  type TCategory, type TDeliveryMethod, type TEventRequest, type TEventRequestInput, type TOrganiserType, type TUser,
} from '@app/contract';

/** One requested service: a specific service (subcategory) of a category, or the category itself when it has none. */
export type TServiceEntry = {
  category_id: number;
  category_name: string;
  subcategory_id: number | null;
  subcategory_name: string | null;
  /** Optional specific-service name, e.g. 'Three-course dinner'. */
  name: string;
  quantity: number;
  notes: string;
};

export type TResponseDeadlineChoice = (typeof RESPONSE_DEADLINE_OPTIONS)[number]['value'];

export type TWizardValues = {
  /** The main category picked in the grid. */
  category_id: number | null;
  services: TServiceEntry[];
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  event_date: string;
  location: string;
  budget_min: number;
  budget_max: number;
  delivery_method: TDeliveryMethod | '';
  delivery_address: string;
  additional_notes: string;
  organiser_type: TOrganiserType | '';
  organiser_name: string;
  organiser_email: string;
  response_deadline: TResponseDeadlineChoice | '';
};

export type TWizardField = keyof TWizardValues;

export const defaultWizardValues = (): TWizardValues => ({
  category_id: null,
  services: [],
  title: '',
  description: '',
  event_date: '',
  location: '',
  budget_min: BUDGET_DEFAULT_MIN,
  budget_max: BUDGET_DEFAULT_MAX,
  delivery_method: 'on_site',
  delivery_address: '',
  additional_notes: '',
  organiser_type: 'individual',
  organiser_name: '',
  organiser_email: '',
  response_deadline: '',
});

/** The organiser name from the profile: the full name, else the business name. */
export const organiserNameOf = (user: Pick<TUser, 'profile'>): string => {
  const fullName = [user.profile.first_name, user.profile.last_name].filter(Boolean).join(' ').trim();
  return fullName || user.profile.business_name || '';
};

/** Fills the organiser fields from the profile where they are still empty. */
export const prefillFromUser = (values: TWizardValues, user: TUser): TWizardValues => ({
  ...values,
  organiser_name: values.organiser_name || organiserNameOf(user),
  organiser_email: values.organiser_email || user.email,
  organiser_type: values.organiser_type || user.profile.organiser_type,
});

// ---------------------------------------------------------------------------------------------
// Validation

const text = (max: number, label: string) => z.string().max(max, EVENT_REQUEST_MSG.tooLong(label, max));
const required = (max: number, label: string, message: string) => z.string().trim().min(1, message).max(max, EVENT_REQUEST_MSG.tooLong(label, max));

const ZServiceEntry = z.object({
  category_id: z.number(),
  category_name: z.string(),
  subcategory_id: z.number().nullable(),
  subcategory_name: z.string().nullable(),
  name: text(EVENT_TEXT_LIMITS.itemName, 'Specific service'),
  quantity: z.number({ error: EVENT_REQUEST_MSG.quantityMin }).int(EVENT_REQUEST_MSG.quantityMin).min(1, EVENT_REQUEST_MSG.quantityMin).max(ITEM_QUANTITY_MAX, EVENT_REQUEST_MSG.quantityMax),
  notes: text(EVENT_TEXT_LIMITS.itemNotes, 'Service notes'),
});

const ZDeadlineChoice = z.enum(RESPONSE_DEADLINE_OPTIONS.map((o) => o.value) as [TResponseDeadlineChoice, ...TResponseDeadlineChoice[]]);

/** Every field's rule. The Your Information fields are checked only where that step is shown. */
export const buildWizardSchema = ({ includeContact, today = nzToday() }: { includeContact: boolean; today?: string }) =>
  z.object({
    category_id: z.number().nullable(),
    services: z.array(ZServiceEntry),
    title: required(EVENT_TEXT_LIMITS.title, 'Event title', EVENT_REQUEST_MSG.titleRequired),
    description: required(EVENT_TEXT_LIMITS.description, 'Event description', EVENT_REQUEST_MSG.descriptionRequired),
    event_date: z.string().superRefine((value, ctx) => {
      const problem = eventDateProblem(value, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    location: z.string().trim().min(1, EVENT_REQUEST_MSG.locationFromList),
    budget_min: z.number(),
    budget_max: z.number(),
    delivery_method: z.union([ZDeliveryMethod, z.literal('')]).refine((v) => v !== '', EVENT_REQUEST_MSG.deliveryMethodRequired),
    delivery_address: text(EVENT_TEXT_LIMITS.deliveryAddress, 'Delivery address'),
    additional_notes: text(EVENT_TEXT_LIMITS.additionalNotes, 'Additional notes'),
    organiser_type: includeContact
      ? z.union([ZOrganiserType, z.literal('')]).refine((v) => v !== '', EVENT_REQUEST_MSG.organiserTypeRequired)
      : z.union([ZOrganiserType, z.literal('')]),
    organiser_name: includeContact ? required(EVENT_TEXT_LIMITS.organiserName, 'Name', EVENT_REQUEST_MSG.nameRequired) : z.string(),
    organiser_email: includeContact
      ? z.string().max(EVENT_TEXT_LIMITS.organiserEmail, EVENT_REQUEST_MSG.tooLong('Email', EVENT_TEXT_LIMITS.organiserEmail)).superRefine((value, ctx) => {
          const problem = organiserEmailProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
      : z.string(),
    response_deadline: includeContact
      ? z.union([ZDeadlineChoice, z.literal('')]).refine((v) => v !== '', EVENT_REQUEST_MSG.responseDeadlineRequired)
      : z.union([ZDeadlineChoice, z.literal('')]),
  });

/** A react-hook-form resolver over the schema of the moment (the steps shown can change). */
export const wizardResolver = (getSchema: () => z.ZodType): Resolver<TWizardValues> => async (values) => {
  const result = getSchema().safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<TWizardValues> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/**
 * The category rules, shown as warnings: a category must be chosen, and a category that has
 * specific services needs at least one of them.
 */
export const servicesProblem = (values: Pick<TWizardValues, 'category_id' | 'services'>, categories: readonly TCategory[]): string | null => {
  if (values.services.length === 0 && values.category_id === null) return EVENT_REQUEST_MSG.categoryRequired;
  const chosen = new Set([...(values.category_id === null ? [] : [values.category_id]), ...values.services.map((s) => s.category_id)]);
  for (const categoryId of chosen) {
    const category = categories.find((c) => c.category_id === categoryId);
    const name = category?.name ?? values.services.find((s) => s.category_id === categoryId)?.category_name ?? '';
    const hasSubs = category ? category.subcategories.length > 0 : false;
    const hasChosenSub = values.services.some((s) => s.category_id === categoryId && s.subcategory_id !== null);
    const hasAny = values.services.some((s) => s.category_id === categoryId);
    if (hasSubs && !hasChosenSub) return EVENT_REQUEST_MSG.subcategoryRequired(name);
    if (!hasSubs && !hasAny) return EVENT_REQUEST_MSG.categoryRequired;
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// Mapping

export const deadlineOption = (value: string) => RESPONSE_DEADLINE_OPTIONS.find((o) => o.value === value) ?? null;

/** The response-deadline choice as a date, counted from today (NZ). */
export const deadlineDate = (value: TWizardValues['response_deadline'], today: string = nzToday()): string | null => {
  const option = deadlineOption(value);
  return option ? addDaysToIsoDate(today, option.days) : null;
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The API payload (POST and PUT). Items go in the new shape with the older fields alongside;
 * empty optional fields become null. Organiser details and the response deadline are sent only
 * when the form owns them (left out on an edit, the server keeps its values).
 */
export const toEventRequestPayload = (
  values: TWizardValues,
  options: { isDraft: boolean; includeOrganiser: boolean; today?: string },
): TEventRequestInput => {
  const deliveryMethod = values.delivery_method || 'on_site';
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_date: values.event_date || null,
    location: orNull(values.location),
    budget_min: values.budget_min,
    budget_max: values.budget_max,
    delivery_method: deliveryMethod,
    delivery_address: deliveryMethod === 'delivery' ? orNull(values.delivery_address) : null,
    additional_notes: orNull(values.additional_notes),
    ...(options.includeOrganiser
      ? {
          organiser_type: values.organiser_type || 'individual',
          organiser_name: orNull(values.organiser_name),
          organiser_email: orNull(values.organiser_email),
          response_deadline: deadlineDate(values.response_deadline, options.today),
        }
      : {}),
    status: options.isDraft ? 'draft' : 'submitted',
    is_draft: options.isDraft,
    items: values.services.map((service) => ({
      name: orNull(service.name),
      quantity: service.quantity,
      notes: orNull(service.notes),
      categories: [{ category_id: service.category_id, subcategory_id: service.subcategory_id }],
      category_id: service.category_id,
      subcategory_ids: service.subcategory_id === null ? [] : [service.subcategory_id],
    })),
  };
};

/** A stored request as wizard values (editing a draft). */
export const fromEventRequest = (request: TEventRequest): TWizardValues => {
  const services: TServiceEntry[] = request.items.flatMap((item) =>
    item.categories.map((link) => ({
      category_id: link.category_id,
      category_name: link.category_name,
      subcategory_id: link.subcategory_id,
      subcategory_name: link.subcategory_name,
      name: item.name ?? '',
      quantity: item.quantity,
      notes: item.notes ?? '',
    })),
  );
  return {
    ...defaultWizardValues(),
    category_id: services[0]?.category_id ?? null,
    services,
    title: request.title,
    description: request.description,
    event_date: request.event_date ?? '',
    location: request.location ?? '',
    budget_min: request.budget_min ?? BUDGET_DEFAULT_MIN,
    budget_max: request.budget_max ?? BUDGET_DEFAULT_MAX,
    delivery_method: request.delivery_method,
    delivery_address: request.delivery_address ?? '',
    additional_notes: request.additional_notes ?? '',
    organiser_type: request.organiser_type,
    organiser_name: request.organiser_name ?? '',
    organiser_email: request.organiser_email ?? '',
  };
};
