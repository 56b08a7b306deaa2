import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_PHRASE, CALENDAR_MSG, PROFILE_MSG, deletePhraseMessage, type TCalendarFeedState, type TProfile } from '@app/contract';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { ORGANISER, renderDashboard } from '../../../test/render-dashboard.tsx';

const PROFILE: TProfile = {
  user: { email: 'demo@huievents.co.nz', created_at: '2026-01-15T01:00:00.000Z', updated_at: '2026-03-02T01:00:00.000Z', auth_type: 'email' },
  profile: {
    organiser_type: 'individual', first_name: 'Aroha', last_name: 'Ngata', business_name: null, phone_number: '021 555 0142',
    address: '12 Queen Street', city: 'Auckland', postal_code: '1010', avatar_url: null,
  },
};
const answer = (profile: TProfile = PROFILE) => ({ body: { success: true, data: profile } });
const failure = (status: number, message: string) => ({ status, body: { success: false, error: message, message, code: status === 400 ? 'VALIDATION' : 'INTERNAL' } });
const section = (name: string) => screen.getByRole('region', { name });

describe('Profile tab', () => {
  it('shows its four sections in view mode: Profile Settings, Personal Information, Account Summary and Security', async () => {
    mockApi({ 'GET /api/event-organiser/profile': answer() });
    renderDashboard('/dashboard?tab=profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Aroha Ngata')).toBeInTheDocument();
    const personal = section('Personal Information');
    expect(within(personal).getByText('First Name').nextSibling).toHaveTextContent('Aroha');
    expect(within(personal).getByText('Postal Code').nextSibling).toHaveTextContent('1010');
    expect(within(personal).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section('Account Summary')).getByText('Email and password')).toBeInTheDocument();
    expect(within(section('Security')).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Picture' })).toBeInTheDocument();
  });

  it('has no Security section for an account that signs in with Google', async () => {
    mockApi({ 'GET /api/event-organiser/profile': answer({ ...PROFILE, user: { ...PROFILE.user, auth_type: 'google_oauth' } }) });
    renderDashboard('/dashboard?tab=profile');
    expect(await screen.findByRole('region', { name: 'Account Summary' })).toHaveTextContent('Google');
    expect(screen.queryByRole('region', { name: 'Security' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it('edits: Cancel restores the saved values; Save sends the fields, says so and leaves edit mode', async () => {
    const saved: TProfile = { ...PROFILE, profile: { ...PROFILE.profile, city: 'Rotorua', postal_code: '3010' } };
    const { calls } = mockApi({ 'GET /api/event-organiser/profile': answer(), 'PUT /api/event-organiser/profile': { body: { success: true, message: PROFILE_MSG.updated, data: saved } } });
    const { user, auth } = renderDashboard('/dashboard?tab=profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Nelson');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText(PROFILE_MSG.emailCannotChange)).toBeInTheDocument();
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(section('Personal Information')).getByText('City').nextSibling).toHaveTextContent('Auckland');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('City')).toHaveValue('Auckland');

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Rotorua');
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '3010');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MSG.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      first_name: 'Aroha', last_name: 'Ngata', phone_number: '021 555 0142', address: '12 Queen Street', city: 'Rotorua', postal_code: '3010',
    });
    await waitFor(() => expect(within(section('Personal Information')).getByText('City').nextSibling).toHaveTextContent('Rotorua'));
    expect(auth.signIn).toHaveBeenCalledWith('token-123', expect.objectContaining({ profile: expect.objectContaining({ first_name: 'Aroha' }) }));
  });

  it("checks the form with the contract's rules and shows the server's refusal", async () => {
    mockApi({ 'GET /api/event-organiser/profile': answer(), 'PUT /api/event-organiser/profile': failure(500, 'Boom') });
    const { user } = renderDashboard('/dashboard?tab=profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your first and last name')).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MSG.postalCodeInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Aroha');
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Boom')).toBeInTheDocument();
  });

  it("changes the password with §5's messages, and shows the server's text for a wrong current password", async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/event-organiser/profile': answer(),
      'PATCH /api/event-organiser/profile/change-password': () => {
        attempts += 1;
        return attempts === 1 ? failure(400, PROFILE_MSG.currentPasswordWrong) : { body: { success: true, message: PROFILE_MSG.passwordChanged } };
      },
    });
    const { user } = renderDashboard('/dashboard?tab=profile');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(PROFILE_MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PROFILE_MSG.newPasswordTooShort)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current Password'), 'Old!Passw0rd');
    await user.type(within(dialog).getByLabelText('New Password'), 'N3w!Passw0rd');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'N3w!Passw0rX');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(PROFILE_MSG.newPasswordsDoNotMatch)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'N3w!Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(PROFILE_MSG.currentPasswordWrong)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PROFILE_MSG.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ old_password: 'Old!Passw0rd', new_password: 'N3w!Passw0rd' });
  });

  it('uploads a picture and puts it in the header at once', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/profile': answer(),
      'POST /api/event-organiser/profile/avatar': { status: 201, body: { success: true, message: PROFILE_MSG.avatarUpdated, data: { avatar_url: '/uploads/abc.png' } } },
    });
    const { user, auth } = renderDashboard('/dashboard?tab=profile');
    await screen.findByRole('button', { name: 'Upload Picture' });
    await user.upload(screen.getByLabelText('Profile picture file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(PROFILE_MSG.avatarUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toBeInstanceOf(FormData);
    expect(auth.signIn).toHaveBeenCalledWith('token-123', { ...ORGANISER, profile: { ...ORGANISER.profile, avatar_url: '/uploads/abc.png' } });
    expect(await screen.findByRole('button', { name: 'Change Picture' })).toBeInTheDocument();
  });

  it('deletes the account after the password, or the typed phrase for a Google account, then signs out', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/profile': answer({ ...PROFILE, user: { ...PROFILE.user, auth_type: 'google_oauth' } }),
      'POST /api/event-organiser/profile/delete-account': { body: { success: true, message: PROFILE_MSG.accountDeleted } },
    });
    const { user, auth } = renderDashboard('/dashboard?tab=profile');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(`Type ${ACCOUNT_DELETE_PHRASE} to confirm`), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(deletePhraseMessage)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText(`Type ${ACCOUNT_DELETE_PHRASE} to confirm`));
    await user.type(within(dialog).getByLabelText(`Type ${ACCOUNT_DELETE_PHRASE} to confirm`), ACCOUNT_DELETE_PHRASE);
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ confirmation: ACCOUNT_DELETE_PHRASE });
  });

  it('says when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/event-organiser/profile': failure(500, 'Boom') });
    renderDashboard('/dashboard?tab=profile');
    expect(await screen.findByText(PROFILE_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MSG.pageLoadFailed)).toBeInTheDocument();
  });
  it('makes a calendar feed and shows its address once, then revokes it', async () => {
    let feed: TCalendarFeedState = { is_active: false, created_at: null, last_used_at: null };
    const url = 'http://localhost/api/calendar/feed/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
    mockApi({
      'GET /api/event-organiser/profile': answer(),
      'GET /api/calendar/my-feed': () => ({ body: { success: true, data: feed } }),
      'POST /api/calendar/my-feed': () => {
        feed = { is_active: true, created_at: '2026-11-25T01:00:00.000Z', last_used_at: null };
        return { status: 201, body: { success: true, message: CALENDAR_MSG.feedCreated, data: { ...feed, url, webcal_url: url.replace('http:', 'webcal:') } } };
      },
      'DELETE /api/calendar/my-feed': () => {
        feed = { is_active: false, created_at: null, last_used_at: null };
        return { body: { success: true, message: CALENDAR_MSG.feedRevoked } };
      },
    });
    const { user } = renderDashboard('/dashboard?tab=profile');
    const calendar = await screen.findByRole('region', { name: 'Calendar Feed' });
    expect(await within(calendar).findByText('You have no calendar feed.')).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Create calendar feed' }));
    expect(await within(calendar).findByLabelText(/Your calendar feed address/)).toHaveValue(url);
    expect(within(calendar).getByRole('link', { name: 'open the feed' })).toHaveAttribute('href', url.replace('http:', 'webcal:'));
    expect(await screen.findByText(CALENDAR_MSG.feedCreated)).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Revoke feed' }));
    expect(await within(calendar).findByText('You have no calendar feed.')).toBeInTheDocument();
    expect(within(calendar).queryByLabelText(/Your calendar feed address/)).not.toBeInTheDocument();
  });
});
