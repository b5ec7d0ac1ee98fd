import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EndModal } from './end-modal';
import { endOutcome, endTexts, shareTextOf } from './end-outcome';

const board = (
  revealedCount: number,
  missedCount = 0,
  entirePuzzleRevealed = false,
  wrongChecks = 0,
) => ({ revealedCount, missedCount, entirePuzzleRevealed, wrongChecks });

const FACT = { text: 'Hearts beat.', source: 'Physiology, 2021' };

describe('end modals', () => {
  it('win: Congratulations! with the time as Xm Ys or Ys', () => {
    expect(endTexts('mini', endOutcome(board(0), 65_000))).toEqual({
      title: 'Congratulations!',
      lines: ['You solved MedGrid Mini in 1m 5s.'],
    });
    expect(endTexts('mini', endOutcome(board(0), 42_300)).lines[0]).toBe(
      'You solved MedGrid Mini in 42s.',
    );
    expect(endTexts('medical', endOutcome(board(0), 600_000)).lines[0]).toBe(
      'You solved MedGrid Medical Crossword in 10m 0s.',
    );
  });

  it('partial reveal: Nice work! with the letters revealed', () => {
    expect(endTexts('mini', endOutcome(board(1, 1), 30_000))).toEqual({
      title: 'Nice work!',
      lines: ['1 letter revealed.', 'Your time: 30s'],
    });
    expect(endTexts('mini', endOutcome(board(3), 30_000)).lines[0]).toBe('3 letters revealed.');
  });

  it('whole puzzle revealed: Puzzle Revealed, All letters revealed. and Missed: N', () => {
    expect(endTexts('mini', endOutcome(board(21, 18, true), 5000))).toEqual({
      title: 'Puzzle Revealed',
      lines: ['All letters revealed.', 'Missed: 18', 'Your time: 5s'],
    });
  });

  it('adds the check penalty to the ranked time, and says when a result is under review', () => {
    expect(endTexts('mini', endOutcome(board(0, 0, false, 3), 35_400))).toEqual({
      title: 'Congratulations!',
      lines: [
        'You solved MedGrid Mini in 35s.',
        'Ranked time: 1:05 (+0:30), with 3 squares checked wrong (10 seconds each).',
      ],
    });
    expect(endTexts('mini', endOutcome(board(0, 0, false, 1), 5_000)).lines[1]).toMatch(
      /^Ranked time: 0:15 \(\+0:10\), with 1 square checked wrong/,
    );
    const reviewReason = { code: 'burst', inputs: 21, gapMs: 300, leastMs: 3020 } as const;
    const held = endTexts('mini', endOutcome(board(0), 3000, { review: 'pending', reviewReason }));
    expect(held.lines[1]).toBe(
      'Your result is under review, so it is not on the leaderboard yet: 21 entries arrived 0.3 s after the previous one; entering them takes at least 3.0 s. It joins the leaderboard once an admin has checked it.',
    );
    const accepted = endOutcome(board(0), 3000, { review: 'accepted', reviewReason: null });
    expect(endTexts('mini', accepted).lines).toHaveLength(1);
  });

  it("shows 'Did you know?' with the fun fact and its source, and the leaderboard only when given", async () => {
    const { rerender } = render(
      <EndModal
        open
        game="mini"
        outcome={endOutcome(board(0), 65_000)}
        funFact={FACT}
        shareText="MedGrid Mini 24 Nov 2026 — 1:05 ✓"
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('You solved MedGrid Mini in 1m 5s.');
    expect(dialog).toHaveTextContent('Did you know?');
    expect(dialog).toHaveTextContent('Hearts beat.');
    // its source, worded as a daily question shows its own
    expect(within(dialog).getByText('Source: Physiology, 2021')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leaderboard' })).not.toBeInTheDocument();
    // archive play (no board): nothing about today's other games
    expect(screen.queryByRole('region', { name: 'What next' })).not.toBeInTheDocument();
    rerender(
      <EndModal
        open
        game="mini"
        outcome={endOutcome(board(0), 65_000)}
        funFact={FACT}
        shareText="MedGrid Mini 24 Nov 2026 — 1:05 ✓"
        onClose={() => {}}
        onLeaderboard={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Leaderboard' })).toBeInTheDocument();
    // a daily play: what next, from the play layer (src/client/play/play-next.test.tsx)
    expect(screen.getByRole('region', { name: 'What next' })).toBeInTheDocument();
  });

  it('Share copies the spoiler-free text to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const text = shareTextOf('mini', { puzzleDate: '2026-11-24' }, board(0, 0, false, 1), 37_400);
    expect(text.split('\n')[0]).toBe('MedGrid Mini 24 Nov 2026 — 0:47 (+0:10) ✓');
    render(
      <EndModal
        open
        game="mini"
        outcome={endOutcome(board(0, 0, false, 1), 37_400)}
        funFact={FACT}
        shareText={text}
        onClose={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(text);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Copied to clipboard');
  });
});
