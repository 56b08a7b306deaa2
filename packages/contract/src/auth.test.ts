import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toSignupRequest, ZLoginForm, ZSignupCredentialsForm, ZSignupDetailsForm, ZSignupRequest } from './auth.ts';
import { MSG } from './messages.ts';

/** Each failing field's first message, in the order the issues come. */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const STRONG = 'Harbour#Lights42';
const credentials = { email: 'kiri@example.nz', password: STRONG, confirmPassword: STRONG };
const details = { organiserType: 'individual' as const, firstName: '', lastName: '', businessName: '', phone: '' };

describe('the sign-in form', () => {
  it("needs both fields ('Please fill in all fields') and sends the e-mail trimmed", () => {
    expect(messages(ZLoginForm, { email: ' ', password: '' })).toEqual([
      ['email', MSG.fillAll],
      ['password', MSG.fillAll],
    ]);
    expect(ZLoginForm.parse({ email: '  demo@huievents.co.nz ', password: ' Kia0ra! ' })).toEqual({ email: 'demo@huievents.co.nz', password: ' Kia0ra! ' });
  });
});

describe('sign-up step 2', () => {
  it("asks for every field first ('Please fill in all required fields'), whatever else is wrong", () => {
    expect(messages(ZSignupCredentialsForm, { email: 'not-an-email', password: '', confirmPassword: 'x' })).toEqual([['password', MSG.fillRequired]]);
    expect(messages(ZSignupCredentialsForm, { email: ' ', password: 'abc', confirmPassword: 'abc' })).toEqual([['email', MSG.fillRequired]]);
  });

  it('then the e-mail, what the password is missing, and the match, in that order', () => {
    expect(messages(ZSignupCredentialsForm, { email: 'not-an-email', password: 'abc', confirmPassword: 'abd' })).toEqual([
      ['email', MSG.invalidEmail],
      ['password', 'Password must contain at least 8 characters, uppercase letters, numbers, special characters'],
      ['confirmPassword', MSG.passwordsDoNotMatch],
    ]);
    expect(messages(ZSignupCredentialsForm, { ...credentials, password: 'ABCDEFGH1!', confirmPassword: 'x' })[0]).toEqual(['password', 'Password must contain lowercase letters']);
    expect(messages(ZSignupCredentialsForm, { ...credentials, confirmPassword: `${STRONG}?` })).toEqual([['confirmPassword', MSG.passwordsDoNotMatch]]);
  });

  it('gives the trimmed e-mail and the password as typed', () => {
    expect(ZSignupCredentialsForm.parse({ ...credentials, email: ' Kiri@Example.nz ' })).toEqual({ email: 'Kiri@Example.nz', password: STRONG });
  });
});

describe('sign-up step 3', () => {
  it('needs first and last name for an individual, the business name for a business; phone is optional', () => {
    expect(messages(ZSignupDetailsForm, { ...details, firstName: 'Aroha' })).toEqual([['lastName', MSG.firstLastName]]);
    expect(messages(ZSignupDetailsForm, { ...details, firstName: ' ', lastName: 'Ngata' })).toEqual([['firstName', MSG.firstLastName]]);
    expect(messages(ZSignupDetailsForm, { ...details, firstName: 'Aroha', lastName: 'Ngata' })).toEqual([]);
    expect(messages(ZSignupDetailsForm, { ...details, organiserType: 'business', firstName: 'Aroha', lastName: 'Ngata' })).toEqual([['businessName', MSG.businessName]]);
    expect(messages(ZSignupDetailsForm, { ...details, organiserType: 'business', businessName: 'Harbour Co' })).toEqual([]);
    expect(messages(ZSignupDetailsForm, { ...details, organiserType: undefined })).toEqual([['organiserType', MSG.selectOrganiserType]]);
  });

  it('gives the profile of the request: the other type’s names and an empty phone are null', () => {
    expect(ZSignupDetailsForm.parse({ ...details, organiserType: 'business', businessName: ' Harbour Co ', firstName: 'ignored', phone: ' ' })).toEqual({
      organiser_type: 'business',
      first_name: null,
      last_name: null,
      business_name: 'Harbour Co',
      phone_number: null,
    });
    expect(ZSignupDetailsForm.parse({ ...details, firstName: ' Kiri ', lastName: 'Pai', businessName: 'ignored', phone: ' 021 555 ' })).toEqual({
      organiser_type: 'individual',
      first_name: 'Kiri',
      last_name: 'Pai',
      business_name: null,
      phone_number: '021 555',
    });
  });

  it('with step 2 makes a sign-up request the route accepts: always an event organiser', () => {
    const request = toSignupRequest(ZSignupCredentialsForm.parse(credentials), ZSignupDetailsForm.parse({ ...details, firstName: 'Kiri', lastName: 'Pai' }));
    expect(request).toEqual({
      email: 'kiri@example.nz',
      password: STRONG,
      user_role: 'event_organiser',
      organiser_type: 'individual',
      phone_number: null,
      first_name: 'Kiri',
      last_name: 'Pai',
      business_name: null,
    });
    expect(ZSignupRequest.safeParse(request).success).toBe(true);
  });
});
