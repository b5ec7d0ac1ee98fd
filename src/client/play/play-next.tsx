import { useCallback, useEffect, useId, useState } from 'react';
import { apiRequest } from '../lib/http';
import { Link } from '../lib/router';
import { buttonClassName } from '../ui';
import { NextPuzzleCountdown } from '../ui/next-puzzle-countdown';
import { gameFacts } from '../../shared/play/game-facts';
import { PLAYABLE_GAME_IDS, type GameId } from '../../shared/play/games';
import type { GameToday, TodayGlance } from '../../shared/play/glance';
import type { GameStats } from '../../shared/play/stats';

/** What every daily end screen says next (docs/product.md#what-next). */
const PLAY_NEXT_TEXTS = {
  title: 'What next',
  streak: (n: number, unit: 'day' | 'week') =>
    n === 1 ? `1-${unit} streak` : `${n}-${unit} streak`,
  play: (name: string) => `Play ${name}`,
  continue: (name: string) => `Continue ${name}`,
  allPlayed: "You've played every game today. See you tomorrow!",
} as const;

/**
 * One GET answer, asked when the component mounts (the end screen opens: the play just finished)
 * and again when `round` changes; null while it loads or if it failed (nothing is shown then).
 * A plain request rather than a query: an end screen renders in every game's tests and pages,
 * with or without the app's query client.
 */
function useAnswer<T>(path: string, round = 0): { data: T | null; receivedAt: number } {
  const [answer, setAnswer] = useState<{ data: T | null; receivedAt: number }>({
    data: null,
    receivedAt: 0,
  });
  useEffect(() => {
    let live = true;
    apiRequest<T>('GET', path).then(
      (data) => live && setAnswer({ data, receivedAt: Date.now() }),
      () => undefined, // no facts rather than an error under a result
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  return answer;
}

/** The games still open today, in the menu's order: not started, or started and not finished. */
function stillOpen(glance: TodayGlance, current: GameId): GameToday[] {
  return PLAYABLE_GAME_IDS.filter((id) => id !== current).flatMap((id) => {
    const today = glance.games.find((g) => g.game === id);
    return today && (today.status === 'not-started' || today.status === 'in-progress')
      ? [today]
      : [];
  });
}

/**
 * Below a daily play's result (as on NYT Games): the game's streak, a countdown to the player's
 * next day (the instant the server names: docs/decisions/018-player-days-on-one-earth.md), and a
 * way into each game not yet played today. One component for every game: the games come from
 * the registry, never from a branch on an id.
 */
export function PlayNext({ game }: { game: GameId }) {
  const [round, setRound] = useState(0);
  const glance = useAnswer<TodayGlance>('/api/today', round);
  const stats = useAnswer<GameStats>(`/api/stats/${game}`);
  const titleId = useId();
  const newDay = useCallback(() => setRound((r) => r + 1), []);
  const data = glance.data;
  const offsetMs = data ? Date.parse(data.serverNow) - glance.receivedAt : 0;
  const unit = gameFacts(game).validityDays > 1 ? 'week' : 'day';
  const open = data ? stillOpen(data, game) : [];
  return (
    <section className="play-next" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        {PLAY_NEXT_TEXTS.title}
      </h3>
      <div className="play-next__facts">
        {stats.data ? (
          <p className="play-next__streak">
            {PLAY_NEXT_TEXTS.streak(stats.data.currentStreak, unit)}
          </p>
        ) : null}
        {data ? (
          <NextPuzzleCountdown target={data.nextDayAt} offsetMs={offsetMs} onArrive={newDay} />
        ) : null}
      </div>
      {data && open.length === 0 ? (
        <p className="play-next__done">{PLAY_NEXT_TEXTS.allPlayed}</p>
      ) : null}
      {open.length > 0 ? (
        <ul className="play-next__games">
          {open.map((g) => {
            const name = gameFacts(g.game).name;
            return (
              <li key={g.game}>
                <Link to={`/${g.game}`} className={buttonClassName({ variant: 'secondary' })}>
                  {g.status === 'in-progress'
                    ? PLAY_NEXT_TEXTS.continue(name)
                    : PLAY_NEXT_TEXTS.play(name)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
