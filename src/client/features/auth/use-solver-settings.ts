import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';
import type { MeResponse } from './api';
import { meQueryOptions, useMe } from './queries';

/**
 * The player's solver settings (kept on the account, so the same on every device) and a change:
 * shown at once, saved with PUT /api/account/settings, put back if the save fails.
 */
export function useSolverSettings(): {
  settings: SolverSettings;
  change: (patch: Partial<SolverSettings>) => void;
} {
  const me = useMe();
  const client = useQueryClient();
  const settings = me?.settings ?? DEFAULT_SOLVER_SETTINGS;
  const write = useCallback(
    (next: SolverSettings) =>
      client.setQueryData<MeResponse>(meQueryOptions.queryKey, (old) =>
        old?.user ? { user: { ...old.user, settings: next } } : old,
      ),
    [client],
  );
  const change = useCallback(
    (patch: Partial<SolverSettings>) => {
      const before = client.getQueryData<MeResponse>(meQueryOptions.queryKey)?.user?.settings;
      write({ ...(before ?? DEFAULT_SOLVER_SETTINGS), ...patch });
      apiRequest<{ settings: SolverSettings }>('PUT', '/api/account/settings', patch).then(
        (saved) => write(saved.settings),
        () => {
          if (before) write(before);
        },
      );
    },
    [client, write],
  );
  return { settings, change };
}
