import type { GameId } from '../../../shared/play/games';
import { ranksByScore } from '../../../shared/play/result';
import { gameDefinition } from '../../../shared/play/game-registry';
import type { Leaderboard, LeaderboardEntry } from '../../../shared/play/leaderboard';
import { formatRankedTime } from '../../../shared/play/leaderboard';
import { LEADERBOARD_MESSAGES as M } from './texts';

export interface LeaderboardListProps {
  game: GameId;
  board: Leaderboard;
  viewerId: string;
}

function Row({
  entry,
  game,
  isViewer,
}: {
  entry: LeaderboardEntry;
  game: GameId;
  isViewer: boolean;
}) {
  const byScore = ranksByScore(game);
  // a crossword time carries its check penalty: '1:05 (+0:30)' (docs/product.md#fair-play)
  const value = byScore
    ? String(entry.score ?? 0)
    : formatRankedTime(entry.timeSeconds, entry.penaltySeconds);
  const detail = gameDefinition(game).entryDetail(entry);
  return (
    <li
      className={`mg-board__row${isViewer ? ' mg-board__row--me' : ''}`}
      aria-current={isViewer ? 'true' : undefined}
    >
      <span className="mg-board__rank">{entry.rank}</span>
      <span className="mg-board__name">
        {entry.username}
        {isViewer ? <span className="visually-hidden"> (you)</span> : null}
        {entry.school ? <span className="mg-board__school">{entry.school}</span> : null}
      </span>
      <span className="mg-board__value">
        {byScore ? (
          <span className="visually-hidden">Score </span>
        ) : (
          <span className="visually-hidden">Time </span>
        )}
        {value}
        {!byScore && entry.penaltySeconds > 0 ? (
          <span className="visually-hidden"> including the check penalty</span>
        ) : null}
        {detail ? <span className="mg-board__detail">{detail}</span> : null}
      </span>
    </li>
  );
}

/**
 * The ranked rows of one tab: the entries shown, then — when the viewer ranks below them — a
 * separator and the viewer's own row. School abbreviations appear on the Global tab only.
 */
export function LeaderboardList({ game, board, viewerId }: LeaderboardListProps) {
  if (board.notice === 'NO_SCHOOL') return <p className="mg-board__note">{M.noSchool}</p>;
  if (board.notice === 'NO_FRIENDS') return <p className="mg-board__note">{M.noFriends}</p>;
  if (board.entries.length === 0) return <p className="mg-board__note">{M.empty}</p>;
  const viewerShown = board.entries.some((e) => e.userId === viewerId);
  return (
    <>
      <ol className="mg-board" aria-label="Rankings">
        {board.entries.map((e) => (
          <Row key={e.userId} entry={e} game={game} isViewer={e.userId === viewerId} />
        ))}
      </ol>
      {board.me && !viewerShown ? (
        <>
          <div className="mg-board__separator" role="separator" aria-hidden="true">
            ⋯
          </div>
          <ol className="mg-board" aria-label="Your ranking">
            <Row entry={board.me} game={game} isViewer />
          </ol>
        </>
      ) : null}
    </>
  );
}
