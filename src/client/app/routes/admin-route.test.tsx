import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/accounts/schemas';
import { DEFAULT_SOLVER_SETTINGS } from '../../../shared/play/solver-settings';
import { meQueryOptions } from '../../features/auth';
import { memoryRouter } from '../../lib/memory-router';
import { Route, Switch } from '../../lib/router';
import { AdminRoute } from './admin-route';

const ME: Me = {
  id: 'u1',
  username: 'house_md',
  email: 'house@example.com',
  isAdmin: false,
  school: null,
  customSchool: null,
  settings: DEFAULT_SOLVER_SETTINGS,
};

function renderAt(path: string, user: Me) {
  const client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, { user });
  const router = memoryRouter(path);
  render(
    <QueryClientProvider client={client}>
      <router.MemoryRouter>
        <Switch>
          <Route path="/admin">
            <AdminRoute />
          </Route>
          <Route path="/puzzle-builder">
            <AdminRoute />
          </Route>
          <Route path="/landing">
            <h1>Landing</h1>
          </Route>
        </Switch>
      </router.MemoryRouter>
    </QueryClientProvider>,
  );
  return router;
}

describe('AdminRoute', () => {
  it("tells a non-admin 'Not authorized' and stays on the path", () => {
    const router = renderAt('/admin', ME);
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(router.pathname()).toBe('/admin');
  });

  it('shows an admin the admin page at /admin', async () => {
    renderAt('/admin', { ...ME, isAdmin: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results under review' })).toBeInTheDocument();
  });

  it('shows an admin the crossword builder at /puzzle-builder', async () => {
    localStorage.clear();
    renderAt('/puzzle-builder', { ...ME, isAdmin: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crossword Puzzle Builder' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: /^Builder grid, 11 by 11/ })).toBeInTheDocument();
  });
});
