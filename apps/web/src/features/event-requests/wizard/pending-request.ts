// The visitor's finished request, kept in session storage under STORAGE_KEYS.pendingEventRequest
// while they sign in or sign up; restored into the form on load and sent once they are signed in.
import { z } from 'zod';
import { RESPONSE_DEADLINE_OPTIONS, STORAGE_KEYS, ZDeliveryMethod, ZOrganiserType } from '@app/contract';
import { defaultWizardValues, type TWizardValues } from './wizard-values.ts';

const PENDING_VERSION = 1;

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const ZStoredService = z.object({
  category_id: z.number(),
  category_name: z.string(),
  subcategory_id: z.number().nullable(),
  subcategory_name: z.string().nullable(),
  name: z.string().catch(''),
  quantity: z.number().int().min(1).catch(1),
  notes: z.string().catch(''),
});

/** Lenient: a field it cannot read falls back to its default rather than losing the rest. */
const ZStoredValues = z.object({
  category_id: z.number().nullable().catch(null),
  services: z.array(ZStoredService).catch([]),
  title: z.string().catch(''),
  description: z.string().catch(''),
  event_date: z.string().catch(''),
  location: z.string().catch(''),
  budget_min: z.number().catch(defaultWizardValues().budget_min),
  budget_max: z.number().catch(defaultWizardValues().budget_max),
  delivery_method: z.union([ZDeliveryMethod, z.literal('')]).catch(''),
  delivery_address: z.string().catch(''),
  additional_notes: z.string().catch(''),
  organiser_type: z.union([ZOrganiserType, z.literal('')]).catch(''),
  organiser_name: z.string().catch(''),
  organiser_email: z.string().catch(''),
  response_deadline: z
    .union([z.enum(RESPONSE_DEADLINE_OPTIONS.map((o) => o.value) as [string, ...string[]]), z.literal('')])
    .catch('')
    .transform((v) => v as TWizardValues['response_deadline']),
});

const ZPendingRequest = z.object({ version: z.literal(PENDING_VERSION), saved_at: z.string(), values: ZStoredValues });

export const savePendingRequest = (values: TWizardValues): void => {
  session()?.setItem(STORAGE_KEYS.pendingEventRequest, JSON.stringify({ version: PENDING_VERSION, saved_at: new Date().toISOString(), values }));
};

export const hasPendingRequest = (): boolean => !!session()?.getItem(STORAGE_KEYS.pendingEventRequest);

/** The saved values, or null when there are none or they cannot be read. */
export const readPendingRequest = (): TWizardValues | null => {
  const raw = session()?.getItem(STORAGE_KEYS.pendingEventRequest);
  if (!raw) return null;
  try {
    const parsed = ZPendingRequest.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.values : null;
  } catch {
    return null;
  }
};

export const clearPendingRequest = (): void => {
  session()?.removeItem(STORAGE_KEYS.pendingEventRequest);
};
