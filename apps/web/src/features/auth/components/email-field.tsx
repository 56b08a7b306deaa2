import { Field, Input, type TInputProps } from '@app/ui/input.tsx';

/** The example address in the organiser site's e-mail fields. */
export const EMAIL_PLACEHOLDER = 'you@example.co.nz';

type TEmailFieldProps = Omit<TInputProps, 'type'> & { id: string };

/** The 'Email' field the sign-in and sign-up forms open with (focused); 'Forgot password?' has the same. */
export const EmailField = ({ id, ...rest }: TEmailFieldProps) => (
  <Field label="Email" htmlFor={id}>
    <Input id={id} type="email" autoComplete="email" inputMode="email" placeholder={EMAIL_PLACEHOLDER} autoFocus {...rest} />
  </Field>
);
