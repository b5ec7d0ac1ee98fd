import { useQueries } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui';
import { addDays, formatLongDate } from '../../../shared/play/dates';
import type { GameId } from '../../../shared/play/games';
import { mondayOf, type DaySummary, type WeekSummary } from '../../../shared/admin/summary';
import { isCrosswordType } from '../../../shared/crossword/types';
import { crosswordExportUrl, fetchWeek } from './api';

export const TEST_PAGE_TEXTS = {
  previous: 'Previous Week',
  next: 'Next Week',
  refresh: 'Refresh',
  week: (start: string) => `Week of ${formatLongDate(start, true)}`,
  loading: 'Loading the week...',
  failed: 'The week could not be loaded.',
  notice: 'Test mode: you play the real puzzle here, and nothing is recorded or ranked.',
  none: (game: string, date: string) => `No ${game} puzzle available for ${date}`,
  noneCrossword: (date: string) => `No puzzle available for ${date}`,
  debug: 'Debug information',
  available: 'available',
  missing: 'no puzzle',
  broken: 'will not load',
  exports: 'Export',
  exportAs: (format: string) => `Download .${format}`,
} as const;

export interface TestPageProps {
  title: string;
  /** The games of the page, with their names: one, or the Mini and the Medical Crossword. */
  games: readonly { game: GameId; name: string }[];
  /** The server's today: the week shown first. */
  today: string;
  /** The game in play for a day, in test mode (app/routes: the games' screens). */
  renderGame: (game: GameId, date: string) => ReactNode;
}

const mark = (d: DaySummary | undefined) => (!d ? '…' : d.available ? '✓' : d.error ? '!' : '–');
const markName = (d: DaySummary | undefined) =>
  !d
    ? TEST_PAGE_TEXTS.loading
    : d.available
      ? TEST_PAGE_TEXTS.available
      : d.error
        ? TEST_PAGE_TEXTS.broken
        : TEST_PAGE_TEXTS.missing;

/** The stored crossword as a .puz or .ipuz file, from the server's export (docs/api-admin.md). */
function CrosswordExports({ game, date }: { game: 'mini' | 'medical'; date: string }) {
  return (
    <nav className="admin-test__exports" aria-label={TEST_PAGE_TEXTS.exports}>
      {(['puz', 'ipuz'] as const).map((format) => (
        <a
          key={format}
          className="admin-test__export"
          href={crosswordExportUrl(game, date, format)}
          download
        >
          {TEST_PAGE_TEXTS.exportAs(format)}
        </a>
      ))}
    </nav>
  );
}

/**
 * A weekly test page (docs/product.md#test-pages; issue 18): a week from Monday with a mark per day
 * and game, the first day with a puzzle chosen, its summary, and the puzzle itself playable in
 * place in test mode.
 */
export function TestPage({ title, games, today, renderGame }: TestPageProps) {
  const [start, setStart] = useState(() => mondayOf(today));
  const [chosen, setChosen] = useState<{ date: string; game: GameId } | null>(null);
  const weeks = useQueries({
    queries: games.map(({ game }) => ({
      queryKey: ['admin', 'week', game, start],
      queryFn: () => fetchWeek(game, start),
    })),
  });
  const byGame = new Map<GameId, WeekSummary>();
  weeks.forEach((q, i) => q.data && byGame.set(games[i]!.game, q.data));
  const loaded = weeks.every((q) => q.data);
  const failed = weeks.some((q) => q.isError);

  // the first day with a puzzle, unless the admin chose one
  const firstAvailable = (() => {
    for (let i = 0; i < 7; i++)
      for (const { game } of games)
        if (byGame.get(game)?.days[i]?.available) return { date: addDays(start, i), game };
    return null;
  })();
  const current =
    chosen ?? (loaded ? (firstAvailable ?? { date: start, game: games[0]!.game }) : null);
  const day = current
    ? byGame.get(current.game)?.days.find((d) => d.date === current.date)
    : undefined;
  const gameName = games.find((g) => g.game === current?.game)?.name ?? '';

  const moveWeek = (days: number) => {
    setStart((s) => addDays(s, days));
    setChosen(null);
  };

  return (
    <div className="admin admin--test">
      <header className="admin__header">
        <h1 className="admin__title">{title}</h1>
      </header>
      <div className="admin-week">
        <div className="admin-week__nav">
          <Button size="sm" variant="secondary" onClick={() => moveWeek(-7)}>
            {TEST_PAGE_TEXTS.previous}
          </Button>
          <h2 className="admin-week__title">{TEST_PAGE_TEXTS.week(start)}</h2>
          <Button size="sm" variant="secondary" onClick={() => moveWeek(7)}>
            {TEST_PAGE_TEXTS.next}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => weeks.forEach((q) => void q.refetch())}
          >
            {TEST_PAGE_TEXTS.refresh}
          </Button>
        </div>
        {failed ? (
          <p role="alert" className="admin-week__failed">
            {TEST_PAGE_TEXTS.failed}
          </p>
        ) : null}
        <ul className="admin-week__days" aria-label={TEST_PAGE_TEXTS.week(start)}>
          {Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((date, i) => (
            <li key={date} className="admin-week__day">
              <span className="admin-week__date">
                {formatLongDate(date, true).replace(/, \d{4}$/, '')}
              </span>
              {games.map(({ game, name }) => {
                const d = byGame.get(game)?.days[i];
                const selected = current?.date === date && current.game === game;
                return (
                  <button
                    key={game}
                    type="button"
                    className={`admin-week__pick${d?.available ? ' is-available' : ''}${d?.error ? ' is-broken' : ''}`}
                    aria-pressed={selected}
                    aria-label={`${games.length > 1 ? `${name}, ` : ''}${formatLongDate(date, true)}: ${markName(d)}`}
                    onClick={() => setChosen({ date, game })}
                  >
                    <span aria-hidden="true">
                      {games.length > 1 ? `${name.split(' ')[0]} ` : ''}
                      {mark(d)}
                    </span>
                  </button>
                );
              })}
            </li>
          ))}
        </ul>
      </div>
      {current && day ? (
        <section className="admin-panel admin-test__day" aria-label={formatLongDate(current.date)}>
          <h2 className="admin-panel__title">
            {gameName} · {formatLongDate(current.date)}
          </h2>
          {day.available ? (
            <>
              <dl className="admin-preview__facts">
                {day.facts.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
              {isCrosswordType(current.game) ? (
                <CrosswordExports game={current.game} date={current.date} />
              ) : null}
              <p className="admin-test__notice" role="note">
                {TEST_PAGE_TEXTS.notice}
              </p>
            </>
          ) : (
            <>
              <p role="status">
                {games.length > 1
                  ? TEST_PAGE_TEXTS.noneCrossword(current.date)
                  : TEST_PAGE_TEXTS.none(gameName, current.date)}
              </p>
              {day.error ? <p className="admin-test__error">{day.error}</p> : null}
              <details className="admin-test__debug">
                <summary>{TEST_PAGE_TEXTS.debug}</summary>
                <pre>{JSON.stringify({ game: current.game, ...day }, null, 2)}</pre>
              </details>
            </>
          )}
        </section>
      ) : !failed ? (
        <p className="admin-panel__status" role="status">
          {TEST_PAGE_TEXTS.loading}
        </p>
      ) : null}
      {current && day?.available ? (
        <div className="admin-test__game" key={`${current.game}/${current.date}`}>
          {renderGame(current.game, current.date)}
        </div>
      ) : null}
    </div>
  );
}
