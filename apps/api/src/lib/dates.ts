export const NZ_TIME_ZONE = 'Pacific/Auckland';

/** Today's calendar date in New Zealand, as YYYY-MM-DD. */
const NZ_DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: NZ_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const todayInNz = (now: Date = new Date()): string => NZ_DATE_FORMAT.format(now);

/** Adds whole days to a YYYY-MM-DD date. */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
