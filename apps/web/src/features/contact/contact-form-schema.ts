import { z } from 'zod';
import { CONTACT_SUBJECTS, EMAIL_PATTERN, MSG, type TContactMessageRequest, formatCount } from '@app/contract';

/** The longest message the server accepts, less room for the subject line placed above it. */
export const CONTACT_MESSAGE_MAX = 4_900;

const SUBJECT_VALUES: readonly string[] = CONTACT_SUBJECTS.map((subject) => subject.value).filter((value) => value !== '');

/** The contact form state: firstName, lastName, email, phone, subject, message. */
export const ZContactForm = z.object({
  firstName: z.string().trim().min(1, MSG.contactFirstName).max(100, 'First name must be 100 characters or fewer'),
  lastName: z.string().trim().min(1, MSG.contactLastName).max(100, 'Last name must be 100 characters or fewer'),
  email: z.string().trim().min(1, MSG.emailRequired).max(254, 'Email address is too long').regex(EMAIL_PATTERN, MSG.invalidEmail),
  phone: z.string().trim().max(40, 'Phone number must be 40 characters or fewer'),
  subject: z.string().refine((value) => SUBJECT_VALUES.includes(value), MSG.contactSubject),
  message: z
    .string()
    .trim()
    .min(1, MSG.contactMessage)
    .max(CONTACT_MESSAGE_MAX, `Message must be ${formatCount(CONTACT_MESSAGE_MAX)} characters or fewer`),
});
export type TContactForm = z.input<typeof ZContactForm>;

/** Starts on the empty 'Select a topic' so the person chooses a subject. */
export const CONTACT_FORM_DEFAULTS: TContactForm = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/** The payload the server takes: the subject's label is the first line of the message. */
export function toContactPayload(values: z.output<typeof ZContactForm>): TContactMessageRequest {
  const subjectLabel = CONTACT_SUBJECTS.find((subject) => subject.value === values.subject)?.label ?? values.subject;
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    message: `${subjectLabel}\n\n${values.message}`,
  };
}
