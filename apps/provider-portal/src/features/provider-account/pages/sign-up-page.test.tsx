import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, PROVIDER_ACCOUNT_MSG } from '@app/contract';
import { mockPortalApi, PENDING_ACCOUNT, PROVIDER_USER, renderPortal } from '../../../test/render-portal.tsx';

type TUser = ReturnType<typeof renderPortal>['user'];

const fillAccountStep = async (user: TUser) => {
  await user.type(await screen.findByLabelText('Email'), 'kai@harbourkitchen.co.nz');
  await user.type(screen.getByLabelText('Password'), 'Kia0ra!Kai');
  await user.type(screen.getByLabelText('Confirm password'), 'Kia0ra!Kai');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your business' });
};

const fillBusinessStep = async (user: TUser) => {
  await user.type(screen.getByLabelText('Business name'), 'Harbour Kitchen');
  await user.type(screen.getByLabelText('Contact name'), 'Mere Tipene');
  await user.type(screen.getByLabelText('Phone'), '021 555 0100');
  await user.selectOptions(await screen.findByLabelText('City'), 'Wellington');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'What you offer' });
};

describe('sign up', () => {
  it('account step: one message at a time, the live checklist, and the match line', async () => {
    mockPortalApi();
    const { user } = renderPortal('/sign-up');
    expect(await screen.findByText('Step 1 of 3: Account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillRequired);
    await user.type(screen.getByLabelText('Email'), 'kai@harbourkitchen.co.nz');
    await user.type(screen.getByLabelText('Password'), 'kiaora');
    expect(within(screen.getByRole('list', { name: 'Password requirements' })).getByText('lowercase letters').closest('li')).toHaveAttribute('data-met', 'true');
    await user.type(screen.getByLabelText('Confirm password'), 'kiaora');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must contain at least 8 characters, uppercase letters, numbers, special characters');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Kia0ra!Kai');
    expect(screen.getByText(MSG.passwordsDontMatch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.passwordsDoNotMatch);
  });

  it("business and services steps show each field's own message", async () => {
    mockPortalApi();
    const { user } = renderPortal('/sign-up');
    await fillAccountStep(user);
    // The heading takes focus in an effect after the step renders: on a busy machine a moment after it appears.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your business' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.cityRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Website/), 'harbourkitchen.nz');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Website/));
    await user.clear(screen.getByLabelText('Phone'));
    await fillBusinessStep(user);

    await user.type(screen.getByLabelText(/Years in operation/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.categoriesRequired)).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.yearsInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Harbour Kitchen');
  });

  it('creates the account: signed in, on to /requests, where the pending banner explains', async () => {
    const { calls } = mockPortalApi(
      {
        'POST /api/service-provider/account/signup': {
          status: 201,
          body: { success: true, message: PROVIDER_ACCOUNT_MSG.accountCreated, token: 'provider-token', expires_at: '2030-01-01T00:00:00.000Z', user: PROVIDER_USER, provider: PENDING_ACCOUNT },
        },
      },
      { account: PENDING_ACCOUNT },
    );
    const { user, location } = renderPortal('/sign-up');
    await fillAccountStep(user);
    await fillBusinessStep(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Catering & Food' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wedding catering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Photography' }));
    await user.selectOptions(screen.getByLabelText(/Price range/), 'Premium');
    await user.type(screen.getByLabelText(/Years in operation/), '6');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/requests'));
    expect(calls.find((c) => c.path === '/api/service-provider/account/signup')?.body).toEqual({
      email: 'kai@harbourkitchen.co.nz',
      password: 'Kia0ra!Kai',
      business_name: 'Harbour Kitchen',
      contact_name: 'Mere Tipene',
      phone: '021 555 0100',
      location_id: 2,
      website: null,
      category_ids: [1, 2],
      subcategory_ids: [11],
      price_range: 'premium',
      years_in_operation: 6,
      description: null,
    });
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.accountCreated)).toBeInTheDocument();
    expect(await screen.findByTestId('verification-banner')).toHaveTextContent('Your business is awaiting verification');
    expect(await screen.findByRole('heading', { name: 'Matching requests appear once you are verified' })).toBeInTheDocument();
  });

  it('an e-mail already in use takes the person back to the first step, with the message', async () => {
    mockPortalApi({
      'POST /api/service-provider/account/signup': { status: 409, body: { success: false, error: PROVIDER_ACCOUNT_MSG.emailTaken, message: PROVIDER_ACCOUNT_MSG.emailTaken } },
    });
    const { user } = renderPortal('/sign-up');
    await fillAccountStep(user);
    await fillBusinessStep(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Photography' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.emailTaken)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3: Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kai@harbourkitchen.co.nz');
  });
});
