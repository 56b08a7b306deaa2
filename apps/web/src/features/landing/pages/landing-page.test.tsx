import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_IDS, type TUser } from '@app/contract';
import { AuthContext, AuthDialogsContext, type TAuth, type TAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import LandingPage from './landing-page.tsx';
import { FALLBACK_CATEGORIES_SHARED as FALLBACK_CATEGORIES } from '../../../lib/fallback-data.ts';

const signedOut: TAuth = { status: 'signed-out', user: null, token: null, signIn: () => undefined, signOut: async () => undefined };

const renderLanding = (auth: TAuth = signedOut, requestForm?: React.ReactNode) => {
  const dialogs: TAuthDialogs = { openLogin: vi.fn(), openSignup: vi.fn(), close: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <AuthDialogsContext.Provider value={dialogs}>
          <MemoryRouter>
            <LandingPage requestForm={requestForm} />
          </MemoryRouter>
        </AuthDialogsContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return dialogs;
};

describe('LandingPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens sign-up and login from the hero when signed out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const user = userEvent.setup();
    const dialogs = renderLanding();
    await user.click(screen.getByRole('button', { name: /Get Started – It's Free/ }));
    expect(dialogs.openSignup).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(dialogs.openLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /Go to Dashboard/ })).not.toBeInTheDocument();
  });

  it('offers the dashboard and a new event when signed in', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const user = { email: 'kiri@example.co.nz' } as TUser;
    renderLanding({ ...signedOut, status: 'signed-in', user, token: 'token' });
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: /Plan New Event/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Started – It's Free/ })).not.toBeInTheDocument();
  });

  it('has the about, how-it-works, services and request anchors, and renders the request form inside its section', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    renderLanding(signedOut, <p>The request wizard</p>);
    for (const id of Object.values(SECTION_IDS)) expect(document.getElementById(id)).not.toBeNull();
    expect(within(document.getElementById(SECTION_IDS.requestForm)!).getByText('The request wizard')).toBeInTheDocument();
  });

  it('shows the chosen how-it-works step', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const user = userEvent.setup();
    renderLanding();
    const tabs = screen.getByRole('tablist', { name: 'How it works steps' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(4);
    await user.click(within(tabs).getByRole('tab', { name: /Chat Directly/ }));
    expect(within(tabs).getByRole('tab', { name: /Chat Directly/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Step 3 of 4');
  });

  it('falls back to the six built-in service categories when they cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    renderLanding();
    const services = document.getElementById(SECTION_IDS.services)!;
    for (const category of FALLBACK_CATEGORIES) expect(await within(services).findByRole('heading', { name: category.name })).toBeInTheDocument();
  });

  it('links the provider portal in a new tab', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    renderLanding();
    const link = screen.getByRole('link', { name: /Provider portal/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
