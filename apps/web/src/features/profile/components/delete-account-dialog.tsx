import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_DELETE_PHRASE, ACCOUNT_ERASURE_DAYS, PROFILE_MSG, ZDeleteAccountForm, type TDeleteAccountFormValues, type TDeleteAccountRequest,
} from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { Field, FieldError, FormError, Input } from '@app/ui/input.tsx';
import { errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

type TDeleteAccountDialogProps = {
  open: boolean;
  /** A Google account has no password: it types ACCOUNT_DELETE_PHRASE instead. */
  isGoogleAccount: boolean;
  onClose(): void;
  /** The account is gone: sign out on this device. */
  onDeleted(): void;
};

const DeleteAccountForm = ({ isGoogleAccount, onClose, onDeleted, remove }: Omit<TDeleteAccountDialogProps, 'open'> & { remove: ReturnType<typeof useDeleteAccount> }) => {
  const id = useId();
  const { register, handleSubmit, formState, setError } = useForm<TDeleteAccountFormValues, unknown, TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountForm),
    defaultValues: isGoogleAccount ? { method: 'phrase', confirmation: '' } : { method: 'password', password: '' },
  });
  const field = isGoogleAccount ? 'confirmation' : 'password';
  const errors = formState.errors as Partial<Record<typeof field, { message?: string }>>;
  const error = errors[field]?.message;

  const onSubmit = handleSubmit((values) => {
    remove.mutate(values, {
      onSuccess: onDeleted,
      onError: (failure) => {
        if (failure instanceof SessionExpiredError) return;
        setError('root.server', { message: errorText(failure, PROFILE_MSG.deleteFailed) });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>You are signed out on every device, and can no longer sign in.</li>
        <li>Your open event requests are cancelled and the providers involved are told; your reviews are removed.</li>
        <li>Providers no longer see your requests, your name or your messages.</li>
        <li>After {ACCOUNT_ERASURE_DAYS} days your personal data is erased; only the amounts of quotes you accepted are kept, without your name.</li>
      </ul>
      <Field
        label={isGoogleAccount ? `Type ${ACCOUNT_DELETE_PHRASE} to confirm` : 'Your password'}
        htmlFor={`${id}-${field}`}
      >
        <Input
          id={`${id}-${field}`}
          type={isGoogleAccount ? 'text' : 'password'}
          autoComplete={isGoogleAccount ? 'off' : 'current-password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          {...register(field)}
        />
        <FieldError id={`${id}-${field}-error`}>{error}</FieldError>
      </Field>
      <FormError>{formState.errors.root?.server?.message}</FormError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Keep My Account
        </Button>
        <Button type="submit" variant="danger" isBusy={remove.isPending} busyText="Deleting…">
          Delete My Account
        </Button>
      </div>
    </form>
  );
};

/**
 * Delete account (docs/adr/006-account-deletion.md): what happens, then the password (or the typed
 * phrase for a Google account) to confirm. The server's refusal is shown as it comes.
 */
export const DeleteAccountDialog = ({ open, isGoogleAccount, onClose, onDeleted }: TDeleteAccountDialogProps) => {
  const remove = useDeleteAccount();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !remove.isPending) onClose();
      }}
      title="Delete your account?"
      description="This cannot be undone."
      isDismissible={!remove.isPending}
    >
      <DeleteAccountForm isGoogleAccount={isGoogleAccount} onClose={onClose} onDeleted={onDeleted} remove={remove} />
    </Dialog>
  );
};
