import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/accounts/schemas';
import { DEFAULT_SOLVER_SETTINGS } from '../../shared/play/solver-settings';
import { meQueryOptions } from '../features/auth';
import { memoryRouter } from '../lib/memory-router';
import { installFakeServer } from '../../../test-support/client/fake-server';
import { AppRoutes } from './router';

const http = installFakeServer();

// /terms and /privacy are readable before signing in (issue 14; docs/product.md#routes-and-access):
// without a session in a frame of their own, with one in the app's frame; other pages still need a
// session.

const ME: Me = {
  id: 'u1',
  username: 'house_md',
  email: 'house@example.com',
  isAdmin: false,
  school: null,
  customSchool: null,
  settings: DEFAULT_SOLVER_SETTINGS,
};

function renderAt(path: string, user: Me | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryOptions.queryKey, { user });
  const router = memoryRouter(path);
  render(
    <QueryClientProvider client={client}>
      <router.MemoryRouter>
        <AppRoutes />
      </router.MemoryRouter>
    </QueryClientProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the policy pages', () => {
  beforeEach(() => {
    // the configuration and the time zone report: the pages work without them
    http.otherwise('offline');
  });

  it('/terms opens without a session, in a frame with the way to sign in and no menu', async () => {
    const router = renderAt('/terms', null);
    await heading('Terms of Service');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(footer.queryByRole('link', { name: 'Contact' })).toBeNull(); // needs an account
    expect(router.pathname()).toBe('/terms');
  });

  it('/privacy opens without a session, without the Delete Account button', async () => {
    renderAt('/privacy', null);
    await heading('Privacy Policy');
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('with a session they are in the app frame, /privacy with Delete Account', async () => {
    renderAt('/privacy', ME);
    await heading('Privacy Policy');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });

  it('other information pages still show the sign-in screen without a session', async () => {
    const router = renderAt('/contact', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Contact Us' })).toBeNull();
    // the sign-in screen leads to both policies
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(router.pathname()).toBe('/contact');
  });
});
