import { describe, expect, it } from 'vitest';
import { ZGoogleCompleteForm, ZGoogleCompleteRequest } from './google-auth.ts';
import { MSG } from './messages.ts';

const details = { organiserType: 'individual' as const, firstName: 'Ana', lastName: 'Fifita', businessName: '', phone: '' };
const messages = (value: unknown) => {
  const result = ZGoogleCompleteForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the Google completion form', () => {
  it("asks for the account type before anything else ('Please select organiser type')", () => {
    expect(messages({ ...details, organiserType: null, firstName: '' })).toEqual([['organiserType', MSG.selectOrganiserType]]);
    expect(messages({ ...details, organiserType: undefined })).toEqual([['organiserType', MSG.selectOrganiserType]]);
  });

  it('then first and last name, then the business name only for a business; phone is optional', () => {
    expect(messages({ ...details, firstName: ' ' })).toEqual([['firstName', MSG.firstLastName]]);
    expect(messages({ ...details, lastName: '' })).toEqual([['lastName', MSG.firstLastName]]);
    expect(messages(details)).toEqual([]);
    expect(messages({ ...details, organiserType: 'business' })).toEqual([['businessName', MSG.businessName]]);
    expect(messages({ ...details, organiserType: 'business', businessName: 'Fifita Events' })).toEqual([]);
    expect(messages({ ...details, organiserType: 'business', firstName: '', businessName: '' })).toEqual([
      ['firstName', MSG.firstLastName],
      ['businessName', MSG.businessName],
    ]);
  });

  it('gives the completion request less its token: empty phone and an individual’s business name are null', () => {
    expect(ZGoogleCompleteForm.parse({ ...details, firstName: ' Ana ', businessName: 'ignored', phone: ' 021 555 1234 ' })).toEqual({
      organiserType: 'individual',
      firstName: 'Ana',
      lastName: 'Fifita',
      phoneNumber: '021 555 1234',
      businessName: null,
    });
    const business = ZGoogleCompleteForm.parse({ ...details, organiserType: 'business', businessName: ' Fifita Events ' });
    expect(business).toEqual({ organiserType: 'business', firstName: 'Ana', lastName: 'Fifita', phoneNumber: null, businessName: 'Fifita Events' });
    expect(ZGoogleCompleteRequest.safeParse({ tempAccessToken: 'temp', ...business }).success).toBe(true);
  });
});
