import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, FeedbackMessage, Spinner, Tabs } from '../../ui';
import type { GameId } from '../../../shared/play/games';
import { gameDefinition } from '../../../shared/play/game-registry';
import type { LeaderboardScope } from '../../../shared/play/leaderboard';
import { LEADERBOARD_TOP } from '../../../shared/play/leaderboard';
import { LEADERBOARD_MESSAGES as M } from './texts';
import { fetchLeaderboard, fetchWholeLeaderboard } from './api';
import { LeaderboardList } from './leaderboard-list';
import './leaderboard.css';

export interface LeaderboardModalProps {
  game: GameId;
  /** The player's local date; the server maps a weekly game's date to its puzzle. */
  date: string;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const TABS: ReadonlyArray<{ value: LeaderboardScope; label: string }> = [
  { value: 'global', label: 'Global' },
  { value: 'school', label: 'Med Schools' },
  { value: 'friends', label: 'Friends' },
];

function ScopePanel({
  game,
  date,
  scope,
  viewerId,
}: {
  game: GameId;
  date: string;
  scope: LeaderboardScope;
  viewerId: string;
}) {
  const [expanded, setExpanded] = useState(false);
  // Fresh on every open: results count the moment they are written (staleTime 0).
  const query = useQuery({
    queryKey: ['leaderboard', game, date, scope, expanded],
    queryFn: () =>
      expanded ? fetchWholeLeaderboard(game, date, scope) : fetchLeaderboard(game, date, scope),
    staleTime: 0,
  });
  if (query.isPending) {
    return (
      <p className="mg-board__note" role="status">
        <Spinner /> {M.loading}
      </p>
    );
  }
  if (query.isError)
    return (
      <FeedbackMessage tone="error">
        The leaderboard could not be loaded. Please try again.
      </FeedbackMessage>
    );
  const board = query.data;
  const more = board.total - LEADERBOARD_TOP;
  return (
    <div className="mg-board__panel">
      <LeaderboardList game={game} board={board} viewerId={viewerId} />
      {more > 0 ? (
        <Button variant="ghost" onClick={() => setExpanded((x) => !x)}>
          {expanded ? M.showTop : M.showAll(more)}
        </Button>
      ) : null}
    </div>
  );
}

/** The leaderboard of every game: Global, Med Schools and Friends tabs; switching tabs collapses. */
export function LeaderboardModal({
  game,
  date,
  viewerId,
  open,
  onOpenChange,
}: LeaderboardModalProps) {
  const [tab, setTab] = useState<LeaderboardScope>('global');
  const help = gameDefinition(game).scoreHelp;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${gameDefinition(game).name} Leaderboard`}
      width={520}
      mobileSheet
    >
      {help ? (
        <details className="mg-board__help">
          <summary>{help.summary}</summary>
          <p>{help.text}</p>
        </details>
      ) : null}
      <Tabs
        label="Leaderboard scope"
        value={tab}
        onValueChange={(v) => setTab(v as LeaderboardScope)}
        items={TABS.map((t) => ({
          value: t.value,
          label: t.label,
          // a panel mounts fresh when its tab is chosen, so switching tabs collapses the list
          content:
            tab === t.value ? (
              <ScopePanel game={game} date={date} scope={t.value} viewerId={viewerId} />
            ) : null,
        }))}
      />
    </Dialog>
  );
}
