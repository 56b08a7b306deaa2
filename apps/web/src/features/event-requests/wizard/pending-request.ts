// The landing wizard's values in session storage:
// - the visitor's finished request, under STORAGE_KEYS.pendingEventRequest while they sign in or
//   sign up; restored into the form on load and sent once they are signed in;
// - the request in progress (values and step), under REQUEST_WIZARD_PROGRESS_KEY, so a reload
//   keeps what was typed; cleared once the request is sent.
import { z } from 'zod';
import { RESPONSE_DEADLINE_OPTIONS, STORAGE_KEYS, ZDeliveryMethod, ZOrganiserType } from '@app/contract';
import { REQUEST_WIZARD_PROGRESS_KEY } from '@app/web-core/storage.ts';
import { defaultWizardValues, type TWizardValues } from './wizard-values.ts';
import type { TStepId } from './wizard-steps.ts';

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

/** What is stored under `key`, read with `schema`; null when there is nothing or it cannot be read. */
const readStored = <T>(key: string, schema: z.ZodType<T>): T | null => {
  const raw = session()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The saved values, or null when there are none or they cannot be read. */
export const readPendingRequest = (): TWizardValues | null => readStored(STORAGE_KEYS.pendingEventRequest, ZPendingRequest)?.values ?? null;

export const clearPendingRequest = (): void => {
  session()?.removeItem(STORAGE_KEYS.pendingEventRequest);
};

// ---------------------------------------------------------------------------------------------
// The request in progress

export type TRequestProgress = { step: TStepId; values: TWizardValues };

const ZRequestProgress = z.object({ version: z.literal(PENDING_VERSION), step: z.string(), values: ZStoredValues });

export const saveRequestProgress = ({ step, values }: TRequestProgress): void => {
  try {
    session()?.setItem(REQUEST_WIZARD_PROGRESS_KEY, JSON.stringify({ version: PENDING_VERSION, step, values }));
  } catch {
    // A full or refused storage only costs the progress across a reload.
  }
};

/** The request in progress, its step one of `stepIds` (else the first step); null when there is none or it cannot be read. */
export const readRequestProgress = (stepIds: readonly TStepId[]): TRequestProgress | null => {
  const stored = readStored(REQUEST_WIZARD_PROGRESS_KEY, ZRequestProgress);
  if (!stored || stepIds.length === 0) return null;
  const step = stepIds.find((id) => id === stored.step) ?? stepIds[0]!;
  return { step, values: stored.values };
};

export const clearRequestProgress = (): void => {
  session()?.removeItem(REQUEST_WIZARD_PROGRESS_KEY);
};
