import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_TEXT } from '@app/contract';
import AuthErrorPage from './auth-error-page.tsx';
import { LocationProbe } from '../../../test/render-app.tsx';

describe('/auth/error', () => {
  it('offers the four ways on, whatever the code, and clears the query after 100 ms', async () => {
    const router = createMemoryRouter(
      [{ path: '/auth/error', element: (<><AuthErrorPage /><LocationProbe /></>) }],
      { initialEntries: ['/auth/error?error=processing_failed'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: AUTH_TEXT.googleUnavailableTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXT.tryGoogleAgain })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: AUTH_TEXT.useRegularSignup })).toHaveAttribute('href', '/?signup=true');
    expect(screen.getByRole('link', { name: AUTH_TEXT.contactSupport })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: AUTH_TEXT.backToHome })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('location')).toHaveTextContent('at /auth/error?error=processing_failed');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^at \/auth\/error$/));
  });
});
