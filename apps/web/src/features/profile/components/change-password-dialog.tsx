import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MSG, ZChangePasswordForm, type TChangePasswordFormValues, type TChangePasswordRequest } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { Field, FieldError, FormError } from '@app/ui/input.tsx';
import { PasswordChecklist } from '@app/ui/password-checklist.tsx';
import { PasswordInput } from '@app/ui/password-input.tsx';
import { errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY: TChangePasswordFormValues = { old_password: '', new_password: '', confirm_password: '' };
const FIELDS = [
  { name: 'old_password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** The dialog's form: mounted each time the dialog opens, so it always starts empty. */
const ChangePasswordForm = ({ onClose, change }: { onClose(): void; change: ReturnType<typeof useChangePassword> }) => {
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  const { register, handleSubmit, watch, formState, setError } = useForm<TChangePasswordFormValues, unknown, TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        notify(PROFILE_MSG.passwordChanged, 'success');
        onClose();
      },
      onError: (error) => {
        if (error instanceof SessionExpiredError) return;
        setError('root.server', { message: errorText(error, PROFILE_MSG.changePasswordFailed) });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {FIELDS.map(({ name, label, autoComplete }) => {
        const error = formState.errors[name]?.message;
        const describedBy = [name === 'new_password' ? `${id}-checklist` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(' ');
        return (
          <Field key={name} label={label} htmlFor={`${id}-${name}`}>
            <PasswordInput
              id={`${id}-${name}`}
              autoComplete={autoComplete}
              isShown={isShown}
              onToggleShown={() => setIsShown((shown) => !shown)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              {...register(name)}
            />
            {name === 'new_password' && <PasswordChecklist id={`${id}-checklist`} password={watch('new_password')} />}
            <FieldError id={`${id}-${name}-error`}>{error}</FieldError>
          </Field>
        );
      })}
      <FormError>{formState.errors.root?.server?.message}</FormError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" isBusy={change.isPending} busyText="Changing…">
          Change Password
        </Button>
      </div>
    </form>
  );
};

/**
 * The change-password dialog (§5): current password required ('Please enter your current
 * password!'), the new one at least 8 characters ('Password must be at least 8 characters long!')
 * and meeting the sign-up rules, confirmed ('New passwords do not match!'). The server's refusal
 * (a wrong current password) is shown as it comes, else 'Failed to change password. Please try
 * again.'. Every other session of the account is signed out; this one stays.
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const change = useChangePassword();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !change.isPending) onClose();
      }}
      title="Change Password"
      description="Your other devices will be signed out; this one stays signed in."
      isDismissible={!change.isPending}
    >
      <ChangePasswordForm onClose={onClose} change={change} />
    </Dialog>
  );
};
