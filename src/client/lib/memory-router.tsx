import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppRouter } from './router';

/**
 * For component tests: the app's router on an in-memory location that starts at `path` (which
 * may carry a query), and the path it is at now.
 */
export function memoryRouter(path: string) {
  const memory = memoryLocation({ path, record: true });
  function MemoryRouter({ children }: { children: ReactNode }) {
    return (
      <AppRouter hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </AppRouter>
    );
  }
  return {
    MemoryRouter,
    pathname: () => (memory.history?.at(-1) ?? path).split('?')[0],
  };
}
