import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_MAX_BYTES, type TProviderImage } from '@app/contract';
import { mockPortalApi, providerAccount, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

const image = (id: number, kind: TProviderImage['kind'], name = `photo-${id}.jpg`): TProviderImage => ({
  id, kind, file_url: `/uploads/${name}`, file_name: name, mime_type: 'image/jpeg', size_bytes: 1000, sort_order: id,
});

/** A file of `size` bytes without allocating them. */
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('profile', () => {
  it('saves the whole profile and says so', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({
      'PUT /api/service-provider/account/profile': (call) => ({ body: { success: true, message: PROVIDER_ACCOUNT_MSG.profileSaved, data: providerAccount({ business_name: (call.body as { business_name: string }).business_name }) } }),
    });
    const { user } = renderPortal('/profile');
    const name = await screen.findByLabelText('Business name');
    expect(name).toHaveValue('Harbour Kitchen');
    expect(await screen.findByLabelText('City')).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Catering & Food' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wedding catering' })).toBeChecked();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.businessNameRequired)).toBeInTheDocument();
    await user.type(name, 'Harbour Kitchen & Bar');
    await user.type(screen.getByLabelText(/Email for organisers/), 'hello@harbourkitchen.co.nz');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.profileSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      business_name: 'Harbour Kitchen & Bar',
      contact_name: 'Mere Tipene',
      public_email: 'hello@harbourkitchen.co.nz',
      phone: '021 555 0100',
      website: null,
      address: null,
      postal_code: null,
      location_id: 2,
      category_ids: [1, 3],
      subcategory_ids: [11],
      price_range: 'mid_range',
      years_in_operation: 6,
      description: 'Seasonal menus for weddings and work functions.',
    });
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See how organisers see you' })).toBeInTheDocument();
    // The card carries the usual reply time organisers see (render-portal's account: a median of 150 minutes).
    expect(screen.getByText('Usually replies within 3 hours')).toBeInTheDocument();
  });

  it('refuses a picture of the wrong type or over 5 MB before sending it; uploads the rest', async () => {
    signInAsProvider();
    let images: TProviderImage[] = [];
    const { calls } = mockPortalApi({
      'GET /api/service-provider/account/me': () => ({ body: { success: true, data: providerAccount({ images }) } }),
      'POST /api/service-provider/account/images': (call) => {
        const form = call.body as FormData;
        const sent = image(50, form.get('kind') as TProviderImage['kind'], (form.get('file') as File).name);
        images = [...images, sent];
        return { status: 201, body: { success: true, data: sent } };
      },
    });
    renderPortal('/profile');
    // A file picker's type filter is only a suggestion: anyone can choose 'All files'.
    const user = userEvent.setup({ applyAccept: false });
    const section = (await screen.findByRole('heading', { name: /Service photos/ })).closest('section')!;
    const input = within(section).getByLabelText('Add photos');
    await user.upload(input, [fileOf('menu.pdf', 'application/pdf', 2_000), fileOf('huge.jpg', 'image/jpeg', PROVIDER_IMAGE_MAX_BYTES + 1), fileOf('table.jpg', 'image/jpeg', 2_000)]);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(`menu.pdf: ${PROVIDER_ACCOUNT_MSG.imageWrongType}`);
    expect(alert).toHaveTextContent(`huge.jpg: ${PROVIDER_ACCOUNT_MSG.imageTooLarge}`);
    expect(await within(section).findByRole('img', { name: 'Service photos 1: table.jpg' })).toBeInTheDocument();
    const uploads = calls.filter((c) => c.method === 'POST');
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.body as FormData).get('kind')).toBe('service_image');
  });

  it("shows the server's refusal of an upload, and removes a picture after a confirmation", async () => {
    signInAsProvider();
    let images = [image(7, 'gallery_image', 'marquee.jpg')];
    mockPortalApi({
      'GET /api/service-provider/account/me': () => ({ body: { success: true, data: providerAccount({ images }) } }),
      'POST /api/service-provider/account/images': { status: 400, body: { success: false, error: PROVIDER_ACCOUNT_MSG.imageLimitReached } },
      'DELETE /api/service-provider/account/images/7': () => {
        images = [];
        return { body: { success: true, message: 'Image deleted' } };
      },
    });
    const { user } = renderPortal('/profile');
    const section = (await screen.findByRole('heading', { name: /Gallery/ })).closest('section')!;
    await user.upload(within(section).getByLabelText('Add photos'), fileOf('stage.png', 'image/png', 1_000));
    expect(await within(section).findByRole('alert')).toHaveTextContent(`stage.png: ${PROVIDER_ACCOUNT_MSG.imageLimitReached}`);

    await user.click(within(section).getByRole('button', { name: 'Remove marquee.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this gallery photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).queryByRole('img', { name: /marquee/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
