import { z } from 'zod';
import { PG_INT_MAX } from './query-values.ts';

// The day-of run sheet (issue 17): the organiser writes the event day's timeline, one line per moment
// (time, what happens, who is responsible: the organiser or one of the providers booked for the event,
// i.e. with an accepted quote). The organiser reads and saves it under
// /api/event-organiser/event-requests/{id}/run-sheet; each booked provider reads it under
// /api/service-provider/event-requests/{id}/run-sheet and is notified of every save that changes it.
// The sheet is saved as a whole: `version` counts the saves, and a save must name the version it was
// made from, so a save from a stale copy is refused (409) instead of overwriting someone's work.

export const RUN_SHEET_MAX_LINES = 100;
export const RUN_SHEET_TEXT_MAX = 200;

export const RUN_SHEET_MSG = {
  notFound: 'Run sheet not found',
  invalidTime: 'Time must be written as HH:MM (24-hour), e.g. 09:30',
  textRequired: 'Please say what happens',
  textTooLong: `What happens must be ${RUN_SHEET_TEXT_MAX} characters or fewer`,
  textOneLine: 'What happens must fit on one line',
  linesRequired: 'lines must be a list of run sheet lines',
  tooManyLines: `A run sheet holds at most ${RUN_SHEET_MAX_LINES} lines`,
  invalidResponsible: 'Responsible must be you or a provider booked for this event',
  invalidVersion: 'version must be a whole number, 0 or more',
  stale: 'Someone saved this run sheet after you opened it. Your changes are still on the screen: load the latest version, then make them again.',
  notEditable: (status: string) => `This event is ${status}: its run sheet can no longer be changed`,
  saved: 'Run sheet saved',
  unchanged: 'No changes to save',
  loadFailed: 'Failed to load the run sheet. Please try again.',
  saveFailed: 'Failed to save the run sheet. Please try again.',
  empty: 'No lines yet',
  me: 'Me',
  organiser: 'Organiser',
  you: 'You',
} as const;

/** 24-hour HH:MM, as an <input type="time"> gives it. */
export const RUN_SHEET_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const ZTime = z.string({ error: RUN_SHEET_MSG.invalidTime }).regex(RUN_SHEET_TIME_PATTERN, RUN_SHEET_MSG.invalidTime);
const ZText = z.string({ error: RUN_SHEET_MSG.textRequired })
  .trim()
  .min(1, RUN_SHEET_MSG.textRequired)
  .max(RUN_SHEET_TEXT_MAX, RUN_SHEET_MSG.textTooLong)
  .refine((text) => !/[\r\n\t]/.test(text), RUN_SHEET_MSG.textOneLine);
/** Who is responsible for a line: null is the organiser ("me"), otherwise a provider booked for the event. */
const ZResponsible = z.number({ error: RUN_SHEET_MSG.invalidResponsible })
  .int(RUN_SHEET_MSG.invalidResponsible).min(1, RUN_SHEET_MSG.invalidResponsible).max(PG_INT_MAX, RUN_SHEET_MSG.invalidResponsible)
  .nullable();

export const ZRunSheetLineInput = z.object({ time: ZTime, text: ZText, provider_id: ZResponsible });
export type TRunSheetLineInput = z.input<typeof ZRunSheetLineInput>;

/** PUT /api/event-organiser/event-requests/{id}/run-sheet, and the editor's form: the whole sheet, in order. */
export const ZRunSheetInput = z.object({
  version: z.number({ error: RUN_SHEET_MSG.invalidVersion }).int(RUN_SHEET_MSG.invalidVersion).min(0, RUN_SHEET_MSG.invalidVersion)
    .max(PG_INT_MAX, RUN_SHEET_MSG.invalidVersion),
  lines: z.array(ZRunSheetLineInput, { error: RUN_SHEET_MSG.linesRequired }).max(RUN_SHEET_MAX_LINES, RUN_SHEET_MSG.tooManyLines),
});
export type TRunSheetInput = z.input<typeof ZRunSheetInput>;

export const ZRunSheetLine = z.object({
  id: z.number().int(),
  time: z.string(),
  text: z.string(),
  /** Null: the organiser. */
  provider_id: z.number().int().nullable(),
  /** The responsible's name as the reader sees it: "Me" for the organiser's own lines, "Organiser" for a provider. */
  responsible_name: z.string(),
  /** The reader is responsible for this line (the organiser's "me" lines; a provider's own lines). */
  is_mine: z.boolean(),
});
export type TRunSheetLine = z.infer<typeof ZRunSheetLine>;

/** A provider booked for the event: one the organiser may make responsible for a line. */
export const ZRunSheetProvider = z.object({ id: z.number().int(), business_name: z.string() });
export type TRunSheetProvider = z.infer<typeof ZRunSheetProvider>;

export const ZRunSheet = z.object({
  event_request_id: z.number().int(),
  event_title: z.string(),
  event_date: z.string().nullable(),
  location: z.string().nullable(),
  /** 0 until the first save. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  /** The organiser may change it (their own event, submitted or booked); always false for a provider. */
  is_editable: z.boolean(),
  providers: z.array(ZRunSheetProvider),
  lines: z.array(ZRunSheetLine),
});
export type TRunSheet = z.infer<typeof ZRunSheet>;

export const ZRunSheetResponse = z.object({ success: z.literal(true), data: ZRunSheet });
export type TRunSheetResponse = z.infer<typeof ZRunSheetResponse>;
export const ZRunSheetSaveResponse = ZRunSheetResponse.extend({ message: z.string() });
export type TRunSheetSaveResponse = z.infer<typeof ZRunSheetSaveResponse>;
