import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_KINDS, ZProviderProfileForm, type TProviderAccount, type TProviderProfileForm,
} from '@app/contract';
import type { z } from 'zod';
import { Button } from '@app/ui/button.tsx';
import { CalendarFeedPanel } from '@app/ui/calendar/calendar-feed-panel.tsx';
import { FormError } from '@app/ui/input.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { fieldMessage, TextField } from '../../../components/form-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useProviderAccount } from '../../../lib/api/get-provider-account.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CitySelect, DescriptionField, PriceRangeSelect, YearsInOperationField } from '../components/business-choices.tsx';
import { CategoryPickerField } from '../components/category-picker.tsx';
import { PhotoSection } from '../components/photo-section.tsx';
import { ProfilePreview } from '../components/profile-preview.tsx';

type TProfileOutput = z.output<typeof ZProviderProfileForm>;

/** The saved profile as the form holds it. */
export const profileFormValues = (account: TProviderAccount): TProviderProfileForm => ({
  business_name: account.business_name,
  contact_name: account.contact_name ?? '',
  public_email: account.public_email ?? '',
  phone: account.phone ?? '',
  website: account.website ?? '',
  address: account.address ?? '',
  postal_code: account.postal_code ?? '',
  location_id: account.location_id === null ? '' : String(account.location_id),
  category_ids: account.categories.map((category) => category.id),
  subcategory_ids: account.subcategories.map((subcategory) => subcategory.id),
  price_range: account.price_range ?? '',
  years_in_operation: account.years_in_operation === null ? '' : String(account.years_in_operation),
  description: account.description ?? '',
});

const FormSection = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
    <h3 className="text-base font-bold text-brand-950">{title}</h3>
    {description && <p className="mt-1 text-sm leading-6 text-stone-700">{description}</p>}
    <div className="mt-4 space-y-4">{children}</div>
  </section>
);

/** /profile: everything organisers see on the card and the full profile, the pictures, a preview, and the calendar feed. */
const ProfilePage = () => {
  useDocumentTitle('Business profile');
  const account = useProviderAccount();
  const update = useUpdateProfile();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm<TProviderProfileForm, unknown, TProfileOutput>({
    resolver: zodResolver(ZProviderProfileForm),
    defaultValues: profileFormValues(account),
    mode: 'onTouched',
  });
  const categoryIds = useController({ control: form.control, name: 'category_ids' });
  const subcategoryIds = useController({ control: form.control, name: 'subcategory_ids' });
  const description = form.watch('description');
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    setServerMessage(null);
    update.mutate(values, {
      onSuccess: (answer) => {
        form.reset(profileFormValues(answer.data));
        notify(PROVIDER_ACCOUNT_MSG.profileSaved, 'success');
      },
      onError: (failure) => setServerMessage(errorText(failure, 'Your profile could not be saved. Please try again.')),
    });
  });

  return (
    <>
      <PageHeading title="Business profile" description="What organisers see when they find you. Keep it complete: full profiles with photos win more work." />
      <nav aria-label="On this page" className="-mt-2 mb-5 flex flex-wrap gap-2 text-sm lg:hidden">
        {[
          ['#profile-details', 'Details'],
          ['#profile-photos', 'Photos'],
          ['#profile-calendar', 'Calendar'],
          ['#profile-preview', 'Preview'],
        ].map(([href, label]) => (
          <a key={href} href={href} className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:border-brand-600">
            {label}
          </a>
        ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-8">
          <section id="profile-details" aria-labelledby="profile-details-title" className="scroll-mt-20">
            <h2 id="profile-details-title" className="mb-3 text-xl font-bold text-brand-950">
              Details
            </h2>
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="profile-details-title">
              <FormSection title="Business">
                <TextField id="profile-business-name" label="Business name" autoComplete="organization" error={fieldMessage(errors.business_name?.message)} {...form.register('business_name')} />
                <TextField
                  id="profile-contact-name"
                  label="Contact name"
                  autoComplete="name"
                  hint="The person organisers will deal with."
                  error={fieldMessage(errors.contact_name?.message)}
                  {...form.register('contact_name')}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField id="profile-phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={fieldMessage(errors.phone?.message)} {...form.register('phone')} />
                  <TextField
                    id="profile-public-email"
                    label="Email for organisers"
                    isOptional
                    type="email"
                    inputMode="email"
                    hint={`Leave blank to show your sign-in email, ${account.email}.`}
                    error={fieldMessage(errors.public_email?.message)}
                    {...form.register('public_email')}
                  />
                </div>
                <TextField
                  id="profile-website"
                  label="Website"
                  isOptional
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  error={fieldMessage(errors.website?.message)}
                  {...form.register('website')}
                />
              </FormSection>

              <FormSection title="Where you work">
                <CitySelect id="profile-city" error={fieldMessage(errors.location_id?.message)} {...form.register('location_id')} />
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
                  <TextField id="profile-address" label="Street address" isOptional autoComplete="street-address" error={fieldMessage(errors.address?.message)} {...form.register('address')} />
                  <TextField
                    id="profile-postal-code"
                    label="Postcode"
                    isOptional
                    inputMode="numeric"
                    autoComplete="postal-code"
                    error={fieldMessage(errors.postal_code?.message)}
                    {...form.register('postal_code')}
                  />
                </div>
              </FormSection>

              <FormSection title="Services" description="Requests that ask for these, in your city, reach your inbox.">
                <CategoryPickerField
                  categoryIds={categoryIds.field}
                  subcategoryIds={subcategoryIds.field}
                  error={fieldMessage(errors.category_ids?.message) ?? fieldMessage(errors.subcategory_ids?.message)}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <PriceRangeSelect id="profile-price-range" error={fieldMessage(errors.price_range?.message)} {...form.register('price_range')} />
                  <YearsInOperationField id="profile-years" error={fieldMessage(errors.years_in_operation?.message)} {...form.register('years_in_operation')} />
                </div>
              </FormSection>

              <FormSection title="About your business">
                <DescriptionField
                  id="profile-description"
                  label="Description"
                  rows={7}
                  hint="What you do, for whom, and what makes you the right choice."
                  error={fieldMessage(errors.description?.message)}
                  text={description}
                  {...form.register('description')}
                />
              </FormSection>

              <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-stone-200 bg-cream/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border md:bottom-3">
                <FormError className="mb-3">{serverMessage}</FormError>
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm text-stone-700" aria-live="polite">
                    {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
                  </p>
                  <Button type="submit" isBusy={update.isPending} busyText="Saving...">
                    Save Profile
                  </Button>
                </div>
              </div>
            </form>
          </section>

          <section id="profile-photos" aria-labelledby="profile-photos-title" className="scroll-mt-20 space-y-4">
            <h2 id="profile-photos-title" className="text-xl font-bold text-brand-950">
              Photos
            </h2>
            {PROVIDER_IMAGE_KINDS.map((kind) => (
              <PhotoSection key={kind} kind={kind} images={account.images} />
            ))}
          </section>

          <section id="profile-calendar" aria-labelledby="profile-calendar-title" className="scroll-mt-20">
            <h2 id="profile-calendar-title" className="mb-3 text-xl font-bold text-brand-950">
              Calendar feed
            </h2>
            <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
              <CalendarFeedPanel idPrefix="profile-calendar" lists="every booking: each event where your quote was accepted" />
            </div>
          </section>
        </div>
        {/* min-w-0: a long business name truncates in the preview instead of widening the page on a phone. */}
        <div id="profile-preview" className="min-w-0 scroll-mt-20 lg:sticky lg:top-20">
          <ProfilePreview account={account} />
        </div>
      </div>
    </>
  );
};

export default ProfilePage;
