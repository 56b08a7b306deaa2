/** Dollars as people in New Zealand write them: $1,250 for whole dollars, $1,250.50 otherwise. */
export const formatDollars = (amount: number): string =>
  `$${amount.toLocaleString('en-NZ', Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A budget range as the provider e-mails show it. */
export const budgetText = (min: number | null, max: number | null) => {
  if (min !== null && max !== null) return `${formatDollars(min)} - ${formatDollars(max)}`;
  if (min !== null) return `From ${formatDollars(min)}`;
  if (max !== null) return `Up to ${formatDollars(max)}`;
  return 'Not specified';
};
