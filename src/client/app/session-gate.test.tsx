import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/accounts/schemas';
import { DEFAULT_SOLVER_SETTINGS } from '../../shared/play/solver-settings';
import { meQueryOptions } from '../features/auth';
import { memoryRouter } from '../lib/memory-router';
import { Route, Switch } from '../lib/router';
import { AppLayout } from './app-layout';
import { SessionGate } from './session-gate';
import { installFakeServer } from '../../../test-support/client/fake-server';

const http = installFakeServer();

const ME: Me = {
  id: 'u1',
  username: 'house_md',
  email: 'house@example.com',
  isAdmin: false,
  school: null,
  customSchool: null,
  settings: DEFAULT_SOLVER_SETTINGS,
};

/** The answers a sign-in needs; anything else (config, time zone) fails like a network error. */
function answer(user: Me) {
  http.post('/api/account/sign-in', () => ({ user }));
  http.get('/api/schools', () => ({ schools: [] }));
  http.get('/api/account/me', () => ({ user: null }));
  http.otherwise('offline');
}

/** The app's frame as the router builds it, at `path` without a session. */
function renderSignedOut(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryOptions.queryKey, { user: null });
  const router = memoryRouter(path);
  render(
    <QueryClientProvider client={client}>
      <router.MemoryRouter>
        <SessionGate>
          <AppLayout>
            <Switch>
              <Route path="/landing">
                <h1>Welcome</h1>
              </Route>
            </Switch>
          </AppLayout>
        </SessionGate>
      </router.MemoryRouter>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('SessionGate: signing in', () => {
  beforeEach(() => answer(ME));

  it('after Skip in the med-school modal, focus starts on the new page, not the body', async () => {
    const { router, user } = renderSignedOut('/');
    await user.type(await screen.findByLabelText('Email/Username'), 'house_md');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const modal = await screen.findByRole('dialog', { name: 'What med school are you at?' });
    await user.click(within(modal).getByRole('button', { name: 'Skip' }));

    await screen.findByRole('heading', { name: 'Welcome' });
    expect(router.pathname()).toBe('/landing');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    // from there, Tab goes on into the page as after any navigation in the app
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Welcome' }),
    );
  });
});
