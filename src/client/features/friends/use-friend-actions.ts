import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FRIENDS_MESSAGES as M } from '../../../shared/friends/messages';
import { ApiError } from '../../lib/http';
import type { FeedbackTone } from '../../ui';
import { friendsApi } from './api';
import { friendsOverviewQueryOptions } from './queries';

type Show = (tone: FeedbackTone, text: string) => void;

/** What is running: one action at a time, e.g. 'accept:<link id>' or 'rejectAll'. */
export type FriendActionKey = string;

/**
 * Every friends action with its feedback texts (docs/product.md#friends): it runs, says how it
 * went, then reloads the lists. Resolves true on success.
 */
export function useFriendActions(show: Show) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<FriendActionKey | null>(null);

  async function run(
    key: FriendActionKey,
    call: () => Promise<unknown>,
    success: string,
    failure: (error: unknown) => string,
  ): Promise<boolean> {
    setBusy(key);
    let ok = false;
    try {
      await call();
      ok = true;
      show('success', success);
    } catch (error) {
      show('error', failure(error));
    }
    await queryClient.invalidateQueries({ queryKey: friendsOverviewQueryOptions.queryKey });
    setBusy(null);
    return ok;
  }
  const fixed = (text: string) => () => text;

  return {
    busy,
    send: (userId: string) =>
      run(
        `send:${userId}`,
        () => friendsApi.sendRequest(userId),
        M.requestSent,
        (error) =>
          error instanceof ApiError && error.status === 409 ? M.requestExists : M.requestSendFailed,
      ),
    accept: (id: string) =>
      run(`accept:${id}`, () => friendsApi.accept(id), M.accepted, fixed(M.acceptFailed)),
    reject: (id: string) =>
      run(`reject:${id}`, () => friendsApi.reject(id), M.rejected, fixed(M.rejectFailed)),
    rejectAll: () =>
      run('rejectAll', friendsApi.rejectAll, M.allRejected, fixed(M.rejectAllFailed)),
    cancelRequest: (id: string) =>
      run(
        `cancel:${id}`,
        () => friendsApi.cancelRequest(id),
        M.requestRemoved,
        fixed(M.removeRequestFailed),
      ),
    cancelAllRequests: () =>
      run(
        'cancelAll',
        friendsApi.cancelAllRequests,
        M.allPendingRemoved,
        fixed(M.removeAllPendingFailed),
      ),
    removeFriend: (id: string) =>
      run(
        `remove:${id}`,
        () => friendsApi.removeFriend(id),
        M.friendRemoved,
        fixed(M.removeFriendFailed),
      ),
    removeAll: () => run('removeAll', friendsApi.removeAll, M.allRemoved, fixed(M.removeAllFailed)),
  };
}

export type FriendActions = ReturnType<typeof useFriendActions>;
