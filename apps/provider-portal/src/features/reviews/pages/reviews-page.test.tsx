import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MSG, type TPortalReview } from '@app/contract';
import { mockPortalApi, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

const review = (overrides: Partial<TPortalReview> = {}): TPortalReview => ({
  review_id: 41, rating: 5, title: null, comment: 'Kai was superb', is_anonymous: false, organiser_name: 'Aroha N.', created_at: '2026-10-10T01:00:00.000Z',
  response: null, event_title: 'Ngata whānau reunion', event_date: '2026-10-03', ...overrides,
});

describe('reviews', () => {
  it('lists the reviews with their rating and posts one public reply', async () => {
    signInAsProvider();
    const replied = review({ review_id: 42, rating: 3, comment: 'Good', organiser_name: 'Bryn O.', response: { response_text: 'Thank you!', created_at: '2026-10-12T01:00:00.000Z' } });
    const { calls } = mockPortalApi({
      'GET /api/service-provider/reviews': { body: { success: true, data: [review(), replied], average_rating: 4, total_reviews: 2 } },
      'POST /api/service-provider/reviews/41/response': {
        status: 201, body: { success: true, message: REVIEW_MSG.replySaved, data: review({ response: { response_text: 'Ngā mihi!', created_at: '2026-10-12T01:00:00.000Z' } }) },
      },
    });
    const { user } = renderPortal('/reviews');
    const first = within((await screen.findByRole('heading', { name: 'Aroha N.' })).closest('article')!);
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first.getByText('Kai was superb')).toBeInTheDocument();
    const second = within(screen.getByRole('heading', { name: 'Bryn O.' }).closest('article')!);
    expect(second.getByText('Thank you!')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Edit Reply to Bryn O.’s review' })).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Reply to Aroha N.’s review' }));
    expect(first.getByLabelText('Your public reply to Aroha N.')).toHaveFocus();
    await user.click(first.getByRole('button', { name: 'Post Reply' }));
    expect(await first.findByText(REVIEW_MSG.replyRequired)).toBeInTheDocument();
    await user.type(first.getByLabelText('Your public reply to Aroha N.'), 'Ngā mihi!');
    await user.click(first.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(REVIEW_MSG.replySaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ response_text: 'Ngā mihi!' });
    await waitFor(() => expect(first.getByRole('button', { name: /Reply to Aroha N\./ })).toHaveFocus());
  });
});
