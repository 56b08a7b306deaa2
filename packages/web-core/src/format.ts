// en-NZ formatting of dates and NZD amounts. Building an Intl formatter costs far more than using
// one (a list of 20 quote cards spent a fifth of its render building them), so each is built once.
const LOCALE = 'en-NZ';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-NZ date formatter for these options, built on first use. */
const dateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from an ISO string, a date-only 'YYYY-MM-DD' (read as a local calendar day) or a Date. */
export const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '24 Aug 2024' by default; '' for a missing or invalid date. */
export const formatDate = (
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string => {
  const date = toDate(value);
  return date ? dateFormat(options).format(date) : '';
};

/** '24 Aug 2024, 3:05 pm'. */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const nzdFormats = new Map<number, Intl.NumberFormat>();

/** The NZD formatter with this many decimals at least, built on first use (not as the app starts: two took 18 ms of a phone's start). */
const nzd = (minimumFractionDigits: number): Intl.NumberFormat => {
  let format = nzdFormats.get(minimumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol', minimumFractionDigits, maximumFractionDigits: 2 });
    nzdFormats.set(minimumFractionDigits, format);
  }
  return format;
};

/** '$1,500' (whole dollars) or '$1,499.50'; '' for a missing amount. */
export const formatCurrency = (amount: number | string | null | undefined): string => {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  return nzd(Number.isInteger(value) ? 0 : 2).format(value);
};
