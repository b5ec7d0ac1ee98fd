import type { ComponentType } from 'react';
import { Link } from '../../lib/router';
import { Button, buttonClassName } from '../../ui';
import { StatusMark, statusTone } from '../../ui/status-mark';
import { formatLongDate } from '../../../shared/play/dates';
import { DAY_STATUS_LABELS, type GameToday } from '../../../shared/play/glance';
import { isPlayable } from '../../../shared/play/games';
import { formatRankedTime } from '../../../shared/play/leaderboard';
import type { LandingGame } from './games';

export interface GameCardProps {
  game: LandingGame;
  /** The game's picture (decorative). */
  Icon: ComponentType;
  /** The player's day on this game (GET /api/today); undefined while it loads or if it failed. */
  today?: GameToday;
  /** Opens the game's statistics; no Stats button without it. */
  onOpenStats?: () => void;
}

/** 'Mon, Nov 30': a date within the coming week needs no year. */
function dayAndMonth(date: string): string {
  const long = formatLongDate(date, true); // 'Mon, Nov 30, 2026'
  return long.slice(0, long.lastIndexOf(','));
}

/** 'Solved in 1:05 (+0:30)', 'In progress', … */
function statusText(today: GameToday): string {
  if (today.status === 'solved' && today.timeSeconds !== null)
    return `Solved in ${formatRankedTime(today.timeSeconds, today.penaltySeconds ?? 0)}`;
  return DAY_STATUS_LABELS[today.status];
}

/** Where the player stands today, and for a weekly game the day its next puzzle arrives. */
function TodayLine({ game, today }: { game: LandingGame; today?: GameToday }) {
  // while the day loads, the line's place is held by a hidden line of its shape (CLS 0)
  if (!today)
    return (
      <p className="game-card__status game-card__status--pending" aria-hidden="true">
        <StatusMark tone={statusTone('not-started')}>{DAY_STATUS_LABELS['not-started']}</StatusMark>
        {game.cadence === 'Weekly' ? (
          <span className="game-card__next">Next puzzle Mon, Nov 30</span>
        ) : null}
      </p>
    );
  const weeklyNext = game.cadence === 'Weekly' ? today.nextPuzzleDate : null;
  return (
    <p className="game-card__status">
      <span className="visually-hidden">Today:</span>{' '}
      <StatusMark tone={statusTone(today.status)}>{statusText(today)}</StatusMark>
      {weeklyNext ? (
        <span className="game-card__next">Next puzzle {dayAndMonth(weeklyNext)}</span>
      ) : null}
    </p>
  );
}

/** One game on the landing page: what it is, today's status, Play and Stats (or 'Coming soon'). */
export function GameCard({ game, Icon, today, onOpenStats }: GameCardProps) {
  const playable = isPlayable(game.id);
  const action = today?.status === 'in-progress' ? 'Continue' : 'Play';
  return (
    <li className={playable ? 'game-card' : 'game-card game-card--soon'}>
      <div className="game-card__top">
        <Icon />
        <span className="game-card__cadence">{game.cadence}</span>
      </div>
      <h3 className="game-card__name">{game.name}</h3>
      <p className="game-card__text">{game.description}</p>
      {playable ? (
        <>
          <TodayLine game={game} today={today} />
          <div className="game-card__actions">
            <Link
              to={`/${game.id}`}
              className={buttonClassName({ className: 'game-card__play' })}
              aria-label={`${action} ${game.name}`}
            >
              {action}
            </Link>
            {onOpenStats ? (
              <Button variant="secondary" className="game-card__stats" onClick={onOpenStats}>
                Stats <span className="visually-hidden">for {game.name}</span>
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="game-card__soon">Coming soon</p>
      )}
    </li>
  );
}
