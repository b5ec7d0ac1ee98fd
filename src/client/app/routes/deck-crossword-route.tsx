import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '../../lib/router';
import { APP_NAME, useSolverSettings } from '../../features/auth';
import { CrosswordScreen } from '../../features/crossword';
import { CrosswordPanel, DECK_TEXTS, crosswordInfoKey } from '../../features/decks';
import { friendsOverviewQueryOptions } from '../../features/friends';
import { PageTitle } from '../../ui';
import { loadFunFact } from './play-slots';

/**
 * /decks/play/:id: a study-deck crossword on the crossword board, in practice mode (timed, never
 * ranked: docs/decisions/024-deck-crosswords.md), with its panel (share, another layout, who
 * finished).
 */
export function DeckCrosswordRoute() {
  const { id = '' } = useParams();
  const { settings, change } = useSolverSettings();
  const [wantFriends, setWantFriends] = useState(false);
  const friends = useQuery({ ...friendsOverviewQueryOptions, enabled: wantFriends });
  // a new layout is a new grid: the board starts over
  const [layout, setLayout] = useState(0);
  const client = useQueryClient();
  // a finished play joins the finishers: the panel reads them again
  const onFinish = useCallback(
    () => void client.invalidateQueries({ queryKey: crosswordInfoKey(id) }),
    [client, id],
  );
  return (
    <>
      <PageTitle>{`${DECK_TEXTS.title} · ${APP_NAME}`}</PageTitle>
      <CrosswordScreen
        key={`${id}:${layout}`}
        game="medical"
        date={id}
        mode="practice"
        loadFunFact={loadFunFact}
        settings={settings}
        onSettingsChange={change}
        onFinish={onFinish}
      />
      <CrosswordPanel
        crosswordId={id}
        friends={
          friends.data?.friends.map((f) => ({ userId: f.userId, username: f.username })) ?? null
        }
        onWantFriends={() => setWantFriends(true)}
        onNewLayout={() => setLayout((n) => n + 1)}
      />
    </>
  );
}
