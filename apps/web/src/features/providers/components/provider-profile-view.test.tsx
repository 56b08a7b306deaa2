import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { providerDetail, renderWithProviders } from '../../../test/render-dashboard.tsx';
import { ProviderProfileView } from './provider-profile-view.tsx';

describe('alternate provider view (Quotes tab layout)', () => {
  it('shows About, Services, Portfolio, contact and location, with Visit Website in a new tab', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } } });
    renderWithProviders(<ProviderProfileView providerId={7} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbourside Catering Co.' });
    expect(heading.parentElement).toHaveTextContent('Verified');
    for (const title of ['About', 'Services', 'Portfolio', 'Contact', 'Location']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Wedding catering')).toBeInTheDocument();
    expect(screen.getByText('1 Quay Street, Auckland, Auckland, 1010')).toBeInTheDocument();
    const portfolio = screen.getByRole('heading', { name: 'Portfolio' }).parentElement!;
    expect(within(portfolio).getAllByRole('button')).toHaveLength(10);
    const website = screen.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://harbourside.example.nz');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Visit Website without a website; Start Chat opens Messages and Back to Quotes goes back', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail({ website: null }) } } });
    const { user, router } = renderWithProviders(<ProviderProfileView providerId={7} />, { path: '/dashboard?tab=quotes' });
    await screen.findByRole('heading', { level: 1, name: /Harbourside/ });
    expect(screen.queryByRole('link', { name: /Visit Website/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=messages'));
    await user.click(screen.getByRole('button', { name: 'Back to Quotes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes'));
  });

  it('uses the given Back handler', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } } });
    const onBack = vi.fn();
    const { user } = renderWithProviders(<ProviderProfileView providerId={7} onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: 'Back to Quotes' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows Provider Not Found when the provider does not exist', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/404': { status: 404, body: { success: false, error: 'Provider not found' } } });
    renderWithProviders(<ProviderProfileView providerId={404} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Provider Not Found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The provider details could not be found.');
    expect(within(alert).getByRole('button', { name: 'Back to Quotes' })).toBeInTheDocument();
  });
});
