import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@app/contract';
import BlogListPage from './blog-list-page.tsx';
import { NEWSLETTER_NOT_OPEN } from '../components/newsletter-box.tsx';

const renderPage = () =>
  render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  );

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Articles' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BlogListPage', () => {
  it('shows every category chip and all three articles', () => {
    renderPage();
    for (const category of BLOG_CATEGORIES) expect(screen.getByRole('button', { name: category })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByText('15 min read')).toBeInTheDocument();
    expect(screen.getByText('12 min read')).toBeInTheDocument();
    expect(screen.getByText('18 min read')).toBeInTheDocument();
  });

  it('filters the cards by the chosen chip', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Venue Selection' }));
    expect(screen.getByRole('button', { name: 'Venue Selection' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['How to Choose the Perfect Venue in New Zealand']);

    await user.click(screen.getByRole('button', { name: 'Event Trends' }));
    expect(cardTitles()).toEqual(['Top Event Trends in New Zealand for 2024']);

    await user.click(screen.getByRole('button', { name: 'All Posts' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('is honest that the newsletter is not open yet', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('E-mail address'), 'kia@ora.nz');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(NEWSLETTER_NOT_OPEN)).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThanOrEqual(4);
  });
});
