import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/accounts/schemas';
import { meQueryOptions } from '../../features/auth';
import { AdminRoute } from './admin-route';

const ME: Me = {
  id: 'u1',
  username: 'house_md',
  email: 'house@example.com',
  isAdmin: false,
  school: null,
  customSchool: null,
};

function renderAt(path: string, user: Me) {
  const client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, { user });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminRoute /> },
      { path: '/landing', element: <h1>Landing</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AdminRoute', () => {
  it("tells a non-admin 'Not authorized' and stays on the path", () => {
    const router = renderAt('/admin', ME);
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends an admin to /landing while the tool has no screen yet', async () => {
    const router = renderAt('/admin', { ...ME, isAdmin: true });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing');
  });
});
