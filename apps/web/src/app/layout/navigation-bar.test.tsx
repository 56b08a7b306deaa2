import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { NavigationBar } from './navigation-bar.tsx';

describe('the navigation bar on a phone', () => {
  it('closes its menu on a tap on the page already shown, which changes no address', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp(<NavigationBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^at \/$/);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
