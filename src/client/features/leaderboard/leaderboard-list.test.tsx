import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaderboardList } from './leaderboard-list';
import type { Leaderboard, LeaderboardEntry } from '../../../shared/play/leaderboard';
import { LEADERBOARD_MESSAGES as M } from './texts';

const entry = (
  rank: number,
  username: string,
  extra: Partial<LeaderboardEntry> = {},
): LeaderboardEntry => ({
  rank,
  userId: `id-${username}`,
  username,
  school: 'UAB Heersink',
  timeSeconds: 65,
  penaltySeconds: 0,
  score: null,
  guesses: null,
  cluesRevealed: null,
  livesRemaining: null,
  ...extra,
});

const board = (b: Partial<Leaderboard>): Leaderboard => ({
  game: 'mini',
  puzzleDate: '2026-11-21',
  scope: 'global',
  total: 0,
  offset: 0,
  entries: [],
  me: null,
  notice: null,
  ...b,
});

describe('LeaderboardList', () => {
  it('shows rank, name, time as m:ss and the school abbreviation on the Global tab', () => {
    render(
      <LeaderboardList
        game="mini"
        viewerId="x"
        board={board({ total: 1, entries: [entry(1, 'ada')] })}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('ada');
    expect(row).toHaveTextContent('UAB Heersink');
    expect(row).toHaveTextContent('1:05');
  });

  it("shows a crossword time with its check penalty, '1:05 (+0:30)'", () => {
    render(
      <LeaderboardList
        game="mini"
        viewerId="x"
        board={board({ total: 1, entries: [entry(1, 'ada', { penaltySeconds: 30 })] })}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Time 1:05 (+0:30) including the check penalty',
    );
  });

  it.each(['school', 'friends'] as const)(
    'shows school abbreviations on the %s tab too, and scores for Medle (issue 29)',
    (scope) => {
      render(
        <LeaderboardList
          game="medle"
          viewerId="x"
          board={board({ scope, total: 1, entries: [entry(1, 'ada', { score: 888 })] })}
        />,
      );
      const row = screen.getByRole('listitem');
      expect(row).toHaveTextContent('UAB Heersink');
      expect(row).toHaveTextContent('888');
    },
  );

  it('adds a separator and the viewer’s own row when they rank below the list', () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(i + 1, `p${i}`));
    render(
      <LeaderboardList
        game="mini"
        viewerId="id-me"
        board={board({ total: 40, entries, me: entry(23, 'me') })}
      />,
    );
    expect(screen.getByRole('separator', { hidden: true })).toBeInTheDocument();
    const mine = screen.getByRole('list', { name: 'Your ranking' });
    expect(within(mine).getByRole('listitem')).toHaveTextContent('23');
    expect(within(mine).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
  });

  it('marks the viewer in the list without repeating them below', () => {
    render(
      <LeaderboardList
        game="mini"
        viewerId="id-me"
        board={board({ total: 2, entries: [entry(1, 'a'), entry(2, 'me')], me: entry(2, 'me') })}
      />,
    );
    expect(screen.queryByRole('separator', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('says why a tab is empty with the product texts (docs/product.md#leaderboards)', () => {
    const { rerender } = render(<LeaderboardList game="mini" viewerId="x" board={board({})} />);
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    rerender(
      <LeaderboardList
        game="mini"
        viewerId="x"
        board={board({ scope: 'school', notice: 'NO_SCHOOL' })}
      />,
    );
    expect(screen.getByText(M.noSchool)).toBeInTheDocument();
    rerender(
      <LeaderboardList
        game="mini"
        viewerId="x"
        board={board({ scope: 'friends', notice: 'NO_FRIENDS' })}
      />,
    );
    expect(screen.getByText(M.noFriends)).toBeInTheDocument();
  });

  it('shows a MedWord row with its guesses and the hints used', () => {
    render(
      <LeaderboardList
        game="medword"
        viewerId="x"
        board={board({
          game: 'medword',
          total: 2,
          entries: [
            entry(1, 'ada', { timeSeconds: 42, guesses: 3, cluesRevealed: 1, score: 808 }),
            entry(2, 'bo', { timeSeconds: 50, guesses: 1, cluesRevealed: 0, score: 850 }),
          ],
        })}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('0:42');
    expect(first).toHaveTextContent('3 guesses · 1 hint');
    expect(second).toHaveTextContent('1 guess');
    expect(second).not.toHaveTextContent('hint');
  });

  it('shows a Medle row by score, with its time, guesses and clues', () => {
    render(
      <LeaderboardList
        game="medle"
        viewerId="x"
        board={board({
          game: 'medle',
          total: 1,
          entries: [entry(1, 'ada', { timeSeconds: 75, guesses: 2, cluesRevealed: 3, score: 888 })],
        })}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Score 888');
    expect(row).toHaveTextContent('1:15 · 2 guesses · 3 clues');
  });

  it('shows a MedMatch row by score, with its time and lives left', () => {
    render(
      <LeaderboardList
        game="medmatch"
        viewerId="x"
        board={board({
          game: 'medmatch',
          total: 1,
          entries: [entry(1, 'ada', { timeSeconds: 140, score: 1130, livesRemaining: 1 })],
        })}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('2:20 · 1 life left');
  });
});
