import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_MSG, type TReviewItem } from '@app/contract';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../../test/render-dashboard.tsx';

const item = (overrides: Partial<TReviewItem> = {}): TReviewItem => ({
  id: null, quote_id: 1, event_request_id: 10, event_title: 'Ngata whānau reunion', provider: { business_name: 'Kōwhai Kitchen', email: 'kai@example.nz' },
  provider_id: 7, category_name: 'Catering & Food', subcategory_name: 'Buffet', event_date: '2026-10-03', rating: null, review_text: null, created_at: null,
  service_completed: true, can_review: true, response: null, ...overrides,
});

const ITEMS = [
  item(),
  item({
    id: 5, quote_id: 2, event_request_id: 11, event_title: 'Office party', provider: { business_name: 'Harbour Lights', email: null }, rating: 4,
    review_text: 'Lovely lighting', created_at: '2026-10-10T01:00:00.000Z', can_review: false,
    response: { response_text: 'Ngā mihi!', created_at: '2026-10-11T01:00:00.000Z' },
  }),
  item({ quote_id: 3, event_request_id: 12, event_title: 'Summer wedding', provider: { business_name: 'Petal & Fern', email: null }, event_date: '2030-01-20', service_completed: false, can_review: false }),
];

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('Reviews tab', () => {
  it('shows the three states and filters All Services, Reviewed and Pending Review with their counts', async () => {
    mockApi({ 'GET /api/event-organiser/reviews': { body: { success: true, data: ITEMS } } });
    const { user } = renderDashboard('/dashboard?tab=reviews');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    for (const name of ['All Services (3)', 'Reviewed (1)', 'Pending Review (2)']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();

    const [ready, reviewed, later] = screen.getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ready).getByText(REVIEW_MSG.readyForReview)).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Write Review for Kōwhai Kitchen' })).toBeInTheDocument();
    expect(within(reviewed).getByText(REVIEW_MSG.reviewed)).toBeInTheDocument();
    expect(within(reviewed).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(reviewed).getByText('4.0')).toBeInTheDocument();
    expect(within(reviewed).getByText('Ngā mihi!')).toBeInTheDocument();
    expect(within(later).getByText(REVIEW_MSG.serviceNotCompleted)).toBeInTheDocument();
    expect(within(later).queryByRole('button', { name: /Write Review/ })).not.toBeInTheDocument();

    await user.click(tab('Reviewed'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tab('Pending Review')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Kōwhai Kitchen', 'Petal & Fern']);
  });

  it('opened on one event (History\'s details), opens the write dialog for its service still to review', async () => {
    mockApi({ 'GET /api/event-organiser/reviews': { body: { success: true, data: ITEMS } } });
    const { router } = renderDashboard('/dashboard?tab=reviews&event=10');
    expect(await screen.findByRole('dialog', { name: 'Write a Review' })).toHaveTextContent('Kōwhai Kitchen for “Ngata whānau reunion”');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reviews'));
  });

  it('says No reviews found for an empty filter, and the load failure', async () => {
    mockApi({ 'GET /api/event-organiser/reviews': { body: { success: true, data: [] } } });
    renderDashboard('/dashboard?tab=reviews');
    expect(await screen.findByText(REVIEW_MSG.empty)).toBeInTheDocument();
  });

  it('shows the load failure text', async () => {
    mockApi({ 'GET /api/event-organiser/reviews': { status: 500, body: { success: false, error: 'Boom', message: 'Boom', code: 'INTERNAL' } } });
    renderDashboard('/dashboard?tab=reviews');
    expect(await screen.findByText(REVIEW_MSG.loadFailed)).toBeInTheDocument();
  });

  it('writes a review with keyboard stars: submit disabled at 0, then the success toast', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/reviews': { body: { success: true, data: ITEMS } },
      'POST /api/event-organiser/reviews': {
        status: 201,
        body: { success: true, message: REVIEW_MSG.created, data: { id: 9, event_request_id: 10, provider_id: 7, rating: 3, review_text: 'Great', created_at: '2026-10-10T01:00:00.000Z', updated_at: '2026-10-10T01:00:00.000Z' } },
      },
    });
    const { user } = renderDashboard('/dashboard?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Write Review for Kōwhai Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    const group = within(dialog).getByRole('group', { name: REVIEW_MSG.ratingLabel });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeInTheDocument();

    // Tab to the stars, choose with the arrow keys.
    radios[0]!.focus();
    await user.keyboard(' ');
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(submit).toBeEnabled();

    await user.type(within(dialog).getByLabelText('Your review (optional)'), 'Great');
    await user.click(submit);
    expect(await screen.findByText(REVIEW_MSG.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ event_request_id: 10, provider_id: 7, rating: 3, review_text: 'Great' });
  });

  it('edits a review (PUT) and says when the submit fails', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/reviews': { body: { success: true, data: ITEMS } },
      'PUT /api/event-organiser/reviews/5': { status: 500, body: { success: false, error: 'Boom', message: 'Boom', code: 'INTERNAL' } },
    });
    const { user } = renderDashboard('/dashboard?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Edit Review of Harbour Lights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Your Review' });
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByLabelText('Your review (optional)')).toHaveValue('Lovely lighting');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText(REVIEW_MSG.submitFailed)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rating: 5, review_text: 'Lovely lighting' });
  });

  it('deletes a review after a confirm', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/reviews': { body: { success: true, data: ITEMS } },
      'DELETE /api/event-organiser/reviews/5': { body: { success: true, message: REVIEW_MSG.deleted } },
    });
    const { user } = renderDashboard('/dashboard?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Delete your review of Harbour Lights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    expect(await screen.findByText(REVIEW_MSG.deleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
