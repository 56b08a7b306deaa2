// The quote form's choices and starting values: the services it may cover come from the request
// (the ones that match this provider's services), and a new quote is valid for two weeks.
import { addDaysToIsoDate, nzToday, type TProviderRequestDetail, type TQuote } from '@app/contract';

export const DEFAULT_VALID_DAYS = 14;

export type TServiceOption = { categoryId: number; name: string; subcategories: { id: number; name: string }[] };

/**
 * The services a quote can cover: each category the request's items ask for, with the specialities
 * asked for under it; only those this provider offers when any of them match.
 */
export const serviceOptions = (request: Pick<TProviderRequestDetail, 'items' | 'matching_categories'>): TServiceOption[] => {
  const byCategory = new Map<number, TServiceOption>();
  for (const item of request.items) {
    for (const category of item.categories) {
      const option = byCategory.get(category.category_id) ?? { categoryId: category.category_id, name: category.category_name, subcategories: [] };
      if (category.subcategory_id !== null && !option.subcategories.some((sub) => sub.id === category.subcategory_id)) {
        option.subcategories.push({ id: category.subcategory_id, name: category.subcategory_name ?? 'Speciality' });
      }
      byCategory.set(category.category_id, option);
    }
  }
  const all = [...byCategory.values()];
  const matching = all.filter((option) => request.matching_categories.includes(option.name));
  return matching.length > 0 ? matching : all;
};

/** The form's values as it holds them (text for the amount and the choices). */
export type TQuoteFormValues = {
  quote_amount: string;
  message: string;
  valid_until: string;
  estimated_duration: string;
  includes_setup: boolean;
  includes_cleanup: boolean;
  additional_charges: string;
  category_id: string;
  subcategory_id: string;
};

export const newQuoteValues = (options: readonly TServiceOption[], today: string = nzToday()): TQuoteFormValues => ({
  quote_amount: '',
  message: '',
  valid_until: addDaysToIsoDate(today, DEFAULT_VALID_DAYS),
  estimated_duration: '',
  includes_setup: false,
  includes_cleanup: false,
  additional_charges: '',
  // One service to choose from is chosen already.
  category_id: options.length === 1 ? String(options[0]!.categoryId) : '',
  subcategory_id: '',
});

/** A quote's own values, to edit it. */
export const quoteValues = (quote: TQuote): TQuoteFormValues => ({
  quote_amount: String(quote.quote_amount),
  message: quote.message ?? '',
  valid_until: quote.valid_until?.slice(0, 10) ?? '',
  estimated_duration: quote.estimated_duration ?? '',
  includes_setup: quote.includes_setup,
  includes_cleanup: quote.includes_cleanup,
  additional_charges: quote.additional_charges ?? '',
  category_id: quote.category_id === null ? '' : String(quote.category_id),
  subcategory_id: quote.subcategory_id === null ? '' : String(quote.subcategory_id),
});

/** A typed amount as the schema reads it: '$1,250.50 ' -> '1250.50'. */
export const amountText = (typed: string): string => typed.replace(/[\s,$]/g, '').replace(/NZD$/i, '');
