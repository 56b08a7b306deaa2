import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TProviderReview } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { pagination, providerDetail, renderDashboard } from '../../../test/render-dashboard.tsx';

const review = (id: number): TProviderReview => ({
  review_id: id,
  rating: id % 2 === 0 ? 5 : 4,
  title: `Review ${id}`,
  comment: 'Wonderful food and friendly staff.',
  is_anonymous: id === 2,
  organiser_name: 'Mere K.',
  created_at: '2025-11-02T00:00:00.000Z',
  response: id === 1 ? { response_text: 'Ngā mihi, Mere!', created_at: '2025-11-03T00:00:00.000Z' } : null,
});

const reviewsPage = (call: TMockCall) => {
  const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
  const total = 23;
  const reviews = Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) => review((page - 1) * 10 + i + 1));
  return {
    body: {
      success: true,
      data: {
        reviews,
        statistics: { average_rating: 4.75, total_reviews: total, rating_distribution: { 1: 0, 2: 0, 3: 1, 4: 4, 5: 18 } },
        pagination: pagination(page, 10, total),
      },
    },
  };
};

describe('provider detail page', () => {
  it('shows the header and the overview with the first 6 service photos and contact details', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } } });
    renderDashboard('/dashboard/provider/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbourside Catering Co.' });
    // The badge stands beside the heading, not inside it.
    expect(heading).not.toHaveTextContent('Verified');
    expect(heading.parentElement).toHaveTextContent('Verified');
    expect(screen.getByText('Rated 4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/dashboard/contact-provider/7');
    expect(screen.getByRole('link', { name: 'Back to Providers' })).toHaveAttribute('href', '/dashboard?tab=providers');
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Gallery10', 'Reviews23']);
    const photos = screen.getByRole('heading', { name: 'Service photos' }).parentElement!;
    expect(within(photos).getAllByRole('button', { name: /^Open Harbourside/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: '09 555 0100' })).toHaveAttribute('href', 'tel:095550100');
    expect(screen.getByRole('link', { name: /harbourside\.example\.nz/ })).toHaveAttribute('href', 'https://harbourside.example.nz');
  });

  it('opens the gallery lightbox from the Gallery tab', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } } });
    const { user } = renderDashboard('/dashboard/provider/7');
    await user.click(await screen.findByRole('tab', { name: /Gallery/ }));
    const grid = screen.getByRole('tabpanel');
    expect(within(grid).getAllByRole('button')).toHaveLength(10);
    await user.click(within(grid).getByRole('button', { name: 'Open Harbourside Catering Co. photo 10 of 10' }));
    const dialog = await screen.findByRole('dialog'); // its code loads after the page's first screen
    expect(dialog).toHaveAccessibleName('Harbourside Catering Co. · Photo 10 of 10');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Harbourside Catering Co. · Photo 1 of 10');
  });

  it('says No photos available for a provider without photos', async () => {
    const bare = providerDetail({ attachments: { profile_pictures: [], service_images: [], gallery_images: [] } });
    mockApi({ 'GET /api/event-organiser/service-providers/7': { body: { success: true, data: bare } } });
    const { user } = renderDashboard('/dashboard/provider/7');
    await user.click(await screen.findByRole('tab', { name: /Gallery/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('No photos available')).toBeInTheDocument();
  });

  it('shows review statistics and appends the next page on Load more', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } },
      'GET /api/event-organiser/service-providers/7/reviews': reviewsPage,
    });
    const { user } = renderDashboard('/dashboard/provider/7');
    await user.click(await screen.findByRole('tab', { name: /Reviews/ }));
    const stats = await screen.findByTestId('review-statistics');
    expect(within(stats).getByText('4.8')).toBeInTheDocument();
    expect(within(stats).getByText('Based on 23 reviews')).toBeInTheDocument();
    expect(within(stats).getByText('5 stars: 18 reviews')).toBeInTheDocument();
    const list = () => screen.getByRole('list', { name: 'Reviews' });
    expect(within(list()).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Anonymous organiser')).toBeInTheDocument();
    expect(screen.getByText('Ngā mihi, Mere!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(20));
    expect(within(list()).getByText('Review 1')).toBeInTheDocument();
    expect(within(list()).getByText('Review 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
    const pages = calls.filter((c) => c.path.includes('/reviews')).map((c) => c.path);
    expect(pages).toEqual([
      '/api/event-organiser/service-providers/7/reviews?page=1&limit=10',
      '/api/event-organiser/service-providers/7/reviews?page=2&limit=10',
      '/api/event-organiser/service-providers/7/reviews?page=3&limit=10',
    ]);
  });

  it('says No reviews yet', async () => {
    mockApi({
      'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail({ review_count: 0, avg_rating: 0 }) } },
      'GET /api/event-organiser/service-providers/7/reviews': {
        body: {
          success: true,
          data: { reviews: [], statistics: { average_rating: 0, total_reviews: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, pagination: pagination(1, 10, 0) },
        },
      },
    });
    const { user } = renderDashboard('/dashboard/provider/7');
    await user.click(await screen.findByRole('tab', { name: /Reviews/ }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows Provider not found with Back to Providers', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/404': { status: 404, body: { success: false, error: 'Provider not found' } } });
    const { user, router } = renderDashboard('/dashboard/provider/404');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Provider not found' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Back to Providers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=providers'));
  });

  it('shows Failed to load provider details with Try Again on other failures', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/7': { status: 500, body: { success: false, error: 'Internal Server Error' } } });
    renderDashboard('/dashboard/provider/7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load provider details' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
