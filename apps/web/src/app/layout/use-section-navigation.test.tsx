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

// jsdom has no scrollIntoView: the test gives elements one, and takes it away after.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
afterEach(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
  // The scroll renders every below-fold block from then on (src/lib/scroll.ts): the next file starts without.
  delete document.documentElement.dataset.belowFoldRendered;
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
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    await screen.findByText('Articles');
    scrollTo.mockClear();
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
