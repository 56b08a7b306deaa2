// The Create Account wizard's rules (spec public-site.md §5), one message at a time.
import { EMAIL_PATTERN, MSG, passwordProblem, type TOrganiserType, type TSignupRequest } from '@app/contract';

export type TCredentials = { email: string; password: string; confirmPassword: string };
export type TDetails = { firstName: string; lastName: string; businessName: string; phone: string };

/** Step 2: all three fields, a valid e-mail, a strong password, matching confirmation. */
export const credentialsProblem = ({ email, password, confirmPassword }: TCredentials): string | null => {
  if (!email.trim() || !password || !confirmPassword) return MSG.fillRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return MSG.invalidEmail;
  const weakness = passwordProblem(password);
  if (weakness) return weakness;
  if (password !== confirmPassword) return MSG.passwordsDoNotMatch;
  return null;
};

/** Step 3: an individual needs first and last name, a business its name; phone is optional. */
export const detailsProblem = (organiserType: TOrganiserType, { firstName, lastName, businessName }: TDetails): string | null => {
  if (organiserType === 'individual' && (!firstName.trim() || !lastName.trim())) return MSG.firstLastName;
  if (organiserType === 'business' && !businessName.trim()) return MSG.businessName;
  return null;
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The sign-up payload: always an event organiser; empty optional fields are null. */
export const toSignupRequest = (organiserType: TOrganiserType, credentials: TCredentials, details: TDetails): TSignupRequest => ({
  email: credentials.email.trim(),
  password: credentials.password,
  user_role: 'event_organiser',
  organiser_type: organiserType,
  phone_number: orNull(details.phone),
  first_name: organiserType === 'individual' ? orNull(details.firstName) : null,
  last_name: organiserType === 'individual' ? orNull(details.lastName) : null,
  business_name: organiserType === 'business' ? orNull(details.businessName) : null,
});
