// How the inbox and the request page show a request's facts.
import { DELIVERY_METHODS } from '@app/contract';
import { formatCurrency } from '@app/web-core/format.ts';

/** '$500 – $5,000', 'From $500', 'Up to $5,000' or 'Budget not given'. */
export const budgetText = (min: number | null, max: number | null): string => {
  if (min === null && max === null) return 'Budget not given';
  if (max === null) return `From ${formatCurrency(min)}`;
  if (min === null) return `Up to ${formatCurrency(max)}`;
  if (min === max) return formatCurrency(min);
  return `${formatCurrency(min)} – ${formatCurrency(max)}`;
};

/** 'On-site service', 'Pickup', 'Delivery' (or the value as sent). */
export const deliveryText = (method: string): string => DELIVERY_METHODS.find((m) => m.value === method)?.label ?? method;
