import { ZEventRequestIdParams } from '@app/contract';

/** The event id of a run sheet address (the API's own rule for it), or null when it is not one. */
export const parseEventId = (raw: string | undefined): number | null => {
  const parsed = ZEventRequestIdParams.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
};
