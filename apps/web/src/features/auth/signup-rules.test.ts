import { describe, expect, it } from 'vitest';
import { MSG } from '@app/contract';
import { credentialsProblem, detailsProblem, toSignupRequest } from './signup-rules.ts';

const details = { firstName: '', lastName: '', businessName: '', phone: '' };

describe('sign-up rules', () => {
  it('step 2 needs every field', () => {
    expect(credentialsProblem({ email: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toBe(MSG.fillRequired);
    expect(credentialsProblem({ email: 'a@b.nz', password: '', confirmPassword: '' })).toBe(MSG.fillRequired);
  });

  it('step 2 lists what the password is missing', () => {
    expect(credentialsProblem({ email: 'a@b.nz', password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must contain at least 8 characters, uppercase letters, numbers, special characters',
    );
    expect(credentialsProblem({ email: 'a@b.nz', password: 'ABCDEFGH1!', confirmPassword: 'x' })).toBe('Password must contain lowercase letters');
  });

  it('step 2 needs matching passwords and a real e-mail', () => {
    expect(credentialsProblem({ email: 'a@b.nz', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toBe(MSG.passwordsDoNotMatch);
    expect(credentialsProblem({ email: 'not-an-email', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toBe(MSG.invalidEmail);
    expect(credentialsProblem({ email: 'a@b.nz', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toBeNull();
  });

  it('step 3 needs first and last name for an individual, the business name for a business', () => {
    expect(detailsProblem('individual', { ...details, firstName: 'Aroha' })).toBe(MSG.firstLastName);
    expect(detailsProblem('individual', { ...details, firstName: 'Aroha', lastName: 'Ngata' })).toBeNull();
    expect(detailsProblem('business', { ...details, firstName: 'Aroha', lastName: 'Ngata' })).toBe(MSG.businessName);
    expect(detailsProblem('business', { ...details, businessName: 'Harbour Co' })).toBeNull();
  });

  it('builds the payload: always an event organiser, empty optional fields null', () => {
    const credentials = { email: ' Kiri@Example.nz ', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(toSignupRequest('business', credentials, { ...details, businessName: 'Harbour Co', firstName: 'ignored' })).toEqual({
      email: 'Kiri@Example.nz',
      password: 'Abcdef1!',
      user_role: 'event_organiser',
      organiser_type: 'business',
      phone_number: null,
      first_name: null,
      last_name: null,
      business_name: 'Harbour Co',
    });
    expect(toSignupRequest('individual', credentials, { ...details, firstName: 'Kiri', lastName: 'Pai', phone: '021 555' })).toMatchObject({
      first_name: 'Kiri',
      last_name: 'Pai',
      phone_number: '021 555',
      business_name: null,
    });
  });
});
