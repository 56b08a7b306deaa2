// /?redirect_to_sp=true&redirect_url=... inside the app shell: only the provider portal is followed.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MSG } from '@app/contract';
import { browser } from '@app/web-core/browser.ts';
import { renderApp, TestHome } from '../../../test/render-app.tsx';

// The notice is a lazy chunk: load it once, so a test that expects nothing is not just early.
beforeAll(async () => {
  await import('../components/provider-redirect-dialog.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const redirectPath = (url: string) => `/?redirect_to_sp=true&redirect_url=${encodeURIComponent(url)}`;

/**
 * Renders / with the flags, lets the countdown run out, and says where the browser was sent. When the
 * notice is expected, it is awaited first: its lazy chunk may take a while on a busy machine, and the
 * countdown only starts once it shows.
 */
const visit = async (url: string, { expectNotice = false } = {}) => {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderApp(<TestHome />, { path: redirectPath(url) });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^at \/$/));
  if (expectNotice) await screen.findByText(MSG.providerRedirect);
  await act(() => vi.advanceTimersByTimeAsync(0));
  for (let second = 0; second < 6; second++) await act(() => vi.advanceTimersByTimeAsync(1_000));
  return assign;
};

describe('redirect_to_sp with VITE_PROVIDER_PORTAL_URL unset (the default)', () => {
  it('does not follow an address on another origin', async () => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', undefined);
    const assign = await visit('http://anywhere/');
    expect(screen.queryByText(MSG.providerRedirect)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the default portal, http://localhost:3001', async () => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', undefined);
    const assign = await visit('http://localhost:3001/login', { expectNotice: true });
    expect(screen.getByText(MSG.providerRedirect)).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('http://localhost:3001/login');
  });
});

describe('redirect_to_sp with VITE_PROVIDER_PORTAL_URL set', () => {
  it('follows the configured portal, with the notice and its link', async () => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz');
    const assign = await visit('https://providers.example.nz/login', { expectNotice: true });
    expect(screen.getByRole('link', { name: 'Go to the provider portal now' })).toHaveAttribute('href', 'https://providers.example.nz/login');
    expect(assign).toHaveBeenCalledWith('https://providers.example.nz/login');
  });

  it.each(['http://localhost:3001/', 'https://providers.example.nz@evil.example/', '/\\evil.example/'])('does not follow %s', async (url) => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz');
    const assign = await visit(url);
    expect(screen.queryByText(MSG.providerRedirect)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
