import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { AppRouter } from '../lib/router';
import { AppRoutes } from './router';

export interface AppProps {
  queryClient: QueryClient;
  /** The location when it is not the browser's (the server renders one path). */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

/** The whole app, as the browser renders (or hydrates) it and as the server renders a page. */
export function App({ queryClient, hook, searchHook }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})}>
          <AppRoutes />
        </AppRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
