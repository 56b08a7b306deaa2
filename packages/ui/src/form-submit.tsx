import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormError } from './input.tsx';

type TFormSubmitProps = { message: ReactNode; isBusy: boolean; busyText: string; children: ReactNode };

/** The end of a one-button form (sign-in, a password reset): its one message, then the full-width submit button. */
export const FormSubmit = ({ message, isBusy, busyText, children }: TFormSubmitProps) => (
  <>
    <FormError>{message}</FormError>
    <Button type="submit" isFullWidth isBusy={isBusy} busyText={busyText}>
      {children}
    </Button>
  </>
);
