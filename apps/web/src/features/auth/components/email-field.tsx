import { Field, Input, type TInputProps } from '@app/ui/input.tsx';

type TEmailFieldProps = Omit<TInputProps, 'type'> & { id: string };

/** The 'Email' field the sign-in, sign-up and reset-request forms open with (focused). */
export const EmailField = ({ id, ...rest }: TEmailFieldProps) => (
  <Field label="Email" htmlFor={id}>
    <Input id={id} type="email" autoComplete="email" inputMode="email" placeholder="you@example.co.nz" autoFocus {...rest} />
  </Field>
);
