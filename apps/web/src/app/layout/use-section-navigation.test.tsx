import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router';
import { useSectionNavigation } from './use-section-navigation.ts';

const SectionLink = () => {
  const goToSection = useSectionNavigation();
  return (
    <button type="button" onClick={() => goToSection('how-it-works')}>
      How It Works
    </button>
  );
};

const { scrollIntoView } = Element.prototype;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/');
});

describe('useSectionNavigation', () => {
  it('leaves the scroll to the section: the router does not reset it to the top when the landing page comes back', async () => {
    window.history.replaceState(null, '', '/blog');
    const router = createBrowserRouter([
      {
        element: (
          <>
            <SectionLink />
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: '/', element: <section id="how-it-works">Steps</section> },
          { path: '/blog', element: <p>Articles</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('Articles');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const sectionScroll = vi.fn();
    Element.prototype.scrollIntoView = sectionScroll;

    await userEvent.click(screen.getByRole('button', { name: 'How It Works' }));

    await waitFor(() => expect(sectionScroll).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/');
    // A reset after the section's smooth scroll began (the landing page was still on screen while
    // /blog loaded) cancelled it and left the reader at the top.
    expect(scrollTo).not.toHaveBeenCalled();
    router.dispose();
  });
});
