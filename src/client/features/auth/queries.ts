import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Me, PublicSchool } from '../../../shared/accounts/schemas';
import { accountApi } from './api';
import type { MeResponse } from './api';

/**
 * The session: GET /api/account/me. It changes only when we sign in, confirm, sign out, reset
 * the password or delete the account, and each of those writes the new value here, so it never
 * refetches on its own (a refetch mid-flow must not swap the screen under the user).
 */
export const meQueryOptions = queryOptions({
  queryKey: ['account', 'me'] as const,
  queryFn: accountApi.me,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
  retry: 1,
});

export const schoolsQueryOptions = queryOptions({
  queryKey: ['schools'] as const,
  queryFn: async (): Promise<PublicSchool[]> => (await accountApi.schools()).schools,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The signed-in user, or null. Only call below the session gate (the value is then known). */
export function useMe(): Me | null {
  const { data } = useQuery(meQueryOptions);
  return data?.user ?? null;
}

export function useSchools() {
  return useQuery(schoolsQueryOptions);
}

/** Replace the session value (after sign-in, sign-out, deletion...). */
export function useSetMe(): (user: Me | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: Me | null) => {
      if (user === null) {
        // Whatever we cached for the previous user must not leak into the next session.
        queryClient.removeQueries({
          predicate: (q) => q.queryKey[0] !== 'schools' && q.queryKey[1] !== 'me',
        });
      }
      queryClient.setQueryData<MeResponse>(meQueryOptions.queryKey, { user });
    },
    [queryClient],
  );
}
