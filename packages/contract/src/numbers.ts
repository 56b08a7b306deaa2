/**
 * A whole number as en-NZ writes it (100000 -> '100,000'), without Intl: the first
 * toLocaleString('en-NZ') of a page loads the locale's number data, 10 ms on a phone inside the
 * first render of the dashboard and the portal's inbox.
 */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
