import { MSG } from '@app/contract';
import { cx } from './cx.ts';
import { Field, type TInputProps } from './input.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

/** What a form library's register() gives an input: name, handlers and ref. */
type TFieldRegistration = Omit<TInputProps, 'id' | 'type'>;

type TNewPasswordFieldsProps = {
  /** Names the ids: `<idPrefix>-password`, `-confirm-password`, `-password-checklist` and `-password-match`. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  /** The two fields' current values, for the checklist and the match line. */
  password: string;
  confirmPassword: string;
  passwordField: TFieldRegistration;
  confirmField: TFieldRegistration;
  /** One show/hide state for both fields, kept by the form. */
  isShown: boolean;
  onToggleShown(): void;
  autoFocus?: boolean;
};

/**
 * A new password and its confirmation (sign-up and the password reset): the live checklist of the
 * password rules under the first, and a line under the second saying whether the two match.
 */
export const NewPasswordFields = ({
  idPrefix,
  passwordLabel,
  confirmLabel,
  password,
  confirmPassword,
  passwordField,
  confirmField,
  isShown,
  onToggleShown,
  autoFocus,
}: TNewPasswordFieldsProps) => {
  const isMatch = password === confirmPassword;
  return (
    <>
      <Field label={passwordLabel} htmlFor={`${idPrefix}-password`}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          autoFocus={autoFocus}
          isShown={isShown}
          onToggleShown={onToggleShown}
          aria-describedby={`${idPrefix}-password-checklist`}
          {...passwordField}
        />
        <PasswordChecklist id={`${idPrefix}-password-checklist`} password={password} />
      </Field>
      <Field label={confirmLabel} htmlFor={`${idPrefix}-confirm-password`}>
        <PasswordInput
          id={`${idPrefix}-confirm-password`}
          autoComplete="new-password"
          isShown={isShown}
          onToggleShown={onToggleShown}
          aria-describedby={`${idPrefix}-password-match`}
          {...confirmField}
        />
        <p id={`${idPrefix}-password-match`} aria-live="polite" className={cx('mt-1.5 min-h-5 text-sm font-medium', isMatch ? 'text-brand-700' : 'text-clay-700')}>
          {confirmPassword ? (isMatch ? MSG.passwordsMatch : MSG.passwordsDontMatch) : ''}
        </p>
      </Field>
    </>
  );
};
