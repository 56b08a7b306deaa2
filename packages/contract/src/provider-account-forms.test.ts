import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ACCOUNT_MSG, ZProviderProfileForm, ZProviderSignupBusinessForm, ZProviderSignupServicesForm,
} from './provider-account.ts';

describe("the portal's provider forms", () => {
  it('business step: the first message of each field, a city from the select as a number', () => {
    const empty = ZProviderSignupBusinessForm.safeParse({ business_name: ' ', contact_name: '', phone: '', location_id: '', website: '' });
    expect(empty.success).toBe(false);
    const messages: Record<string, string> = {};
    for (const issue of empty.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({
      business_name: PROVIDER_ACCOUNT_MSG.businessNameRequired,
      contact_name: PROVIDER_ACCOUNT_MSG.contactNameRequired,
      phone: PROVIDER_ACCOUNT_MSG.phoneRequired,
      location_id: PROVIDER_ACCOUNT_MSG.cityRequired,
    });
    expect(ZProviderSignupBusinessForm.parse({ business_name: 'Kai Kitchen', contact_name: 'Mere', phone: '021 555 0100', location_id: '3', website: '' }))
      .toEqual({ business_name: 'Kai Kitchen', contact_name: 'Mere', phone: '021 555 0100', location_id: 3, website: null });
  });

  it('services step: blank price and years are null, digits a number, anything else the years message', () => {
    expect(ZProviderSignupServicesForm.parse({ category_ids: [1], subcategory_ids: [], price_range: '', years_in_operation: '', description: '' }))
      .toEqual({ category_ids: [1], subcategory_ids: [], price_range: null, years_in_operation: null, description: null });
    expect(ZProviderSignupServicesForm.parse({ category_ids: [1], price_range: 'premium', years_in_operation: ' 12 ' }))
      .toMatchObject({ price_range: 'premium', years_in_operation: 12 });
    for (const years of ['1.5', '-1', 'ten', '201']) {
      const result = ZProviderSignupServicesForm.safeParse({ category_ids: [1], years_in_operation: years });
      expect(result.error?.issues[0]?.message, years).toBe(PROVIDER_ACCOUNT_MSG.yearsInvalid);
    }
    expect(ZProviderSignupServicesForm.safeParse({ category_ids: [] }).error?.issues[0]?.message).toBe(PROVIDER_ACCOUNT_MSG.categoriesRequired);
  });

  it('profile form: the public e-mail is optional, checked when given', () => {
    const base = { business_name: 'Kai Kitchen', contact_name: 'Mere', phone: '021 555 0100', location_id: 3, category_ids: [1] };
    expect(ZProviderProfileForm.parse({ ...base, public_email: '', price_range: '' })).toMatchObject({ public_email: null, price_range: null });
    expect(ZProviderProfileForm.safeParse({ ...base, public_email: 'not-an-email' }).success).toBe(false);
  });
});
