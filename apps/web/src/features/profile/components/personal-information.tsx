import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { PROFILE_MSG, ZProfileForm, profileFormValues, type TProfile, type TProfileFormValues, type TProfileUpdate } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Field, FieldError, FormError, Input } from '@app/ui/input.tsx';
import { errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ProfileSection, ProfileValue } from './profile-field.tsx';

type TTextField = Exclude<keyof TProfileFormValues, 'organiser_type'>;
const LABELS: Record<TTextField, string> = {
  first_name: 'First Name', last_name: 'Last Name', business_name: 'Business Name', phone_number: 'Phone Number', address: 'Address', city: 'City', postal_code: 'Postal Code',
};
const AUTOCOMPLETE: Record<TTextField, string> = {
  first_name: 'given-name', last_name: 'family-name', business_name: 'organization', phone_number: 'tel', address: 'street-address', city: 'address-level2', postal_code: 'postal-code',
};

/**
 * Personal Information (§2, §4 Profile, §5): view mode, then Edit Profile opens the form; Cancel
 * restores the saved values, Save sends them and leaves edit mode. An individual edits first and last
 * name, a business its business name; the e-mail is shown read-only ('Email cannot be changed').
 */
export const PersonalInformation = ({ profile }: { profile: TProfile }) => {
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const save = useUpdateProfile();
  const saved = profileFormValues(profile.profile);
  const form = useForm<TProfileFormValues, unknown, TProfileUpdate>({ resolver: zodResolver(ZProfileForm), defaultValues: saved });
  const { register, handleSubmit, reset, formState, setError } = form;
  const isBusiness = profile.profile.organiser_type === 'business';
  const nameFields: TTextField[] = isBusiness ? ['business_name'] : ['first_name', 'last_name'];
  const fields: TTextField[] = [...nameFields, 'phone_number', 'address', 'city', 'postal_code'];

  // The saved values are what the form starts from and what Cancel brings back.
  useEffect(() => {
    if (!isEditing) reset(profileFormValues(profile.profile));
  }, [profile, isEditing, reset]);

  const cancel = () => {
    reset(profileFormValues(profile.profile));
    save.reset();
    setIsEditing(false);
  };

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        notify(PROFILE_MSG.updated, 'success');
        setIsEditing(false);
      },
      onError: (error) => {
        if (error instanceof SessionExpiredError) return;
        setError('root.server', { message: errorText(error, PROFILE_MSG.updateFailed) });
      },
    });
  });

  const fieldProps = (name: TTextField) => {
    const error = formState.errors[name]?.message;
    return {
      id: `${id}-${name}`,
      autoComplete: AUTOCOMPLETE[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      ...register(name),
    };
  };

  return (
    <ProfileSection
      id={`${id}-title`}
      title="Personal Information"
      action={
        isEditing ? null : (
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Button>
        )
      }
    >
      {isEditing ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label="Edit personal information">
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((name) => (
              <Field key={name} label={LABELS[name]} htmlFor={`${id}-${name}`} className={name === 'address' ? 'sm:col-span-2' : undefined}>
                <Input {...fieldProps(name)} type={name === 'phone_number' ? 'tel' : 'text'} inputMode={name === 'postal_code' ? 'numeric' : undefined} />
                <FieldError id={`${id}-${name}-error`}>{formState.errors[name]?.message}</FieldError>
              </Field>
            ))}
            <Field label="Email" htmlFor={`${id}-email`} hint={PROFILE_MSG.emailCannotChange} className="sm:col-span-2">
              <Input id={`${id}-email`} type="email" value={profile.user.email} readOnly disabled />
            </Field>
          </div>
          <FormError>{formState.errors.root?.server?.message}</FormError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" isBusy={save.isPending} busyText="Saving…">
              Save Changes
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200 sm:grid-cols-2">
          {fields.map((name) => (
            <ProfileValue key={name} label={LABELS[name]} value={saved[name]} />
          ))}
          <ProfileValue label="Email" value={profile.user.email} />
        </dl>
      )}
    </ProfileSection>
  );
};
