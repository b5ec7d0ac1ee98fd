import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './games.js';
import { shareDate, shareText } from './share.js';

describe('share text', () => {
  it('names the game, the day and the time, with ✓ for a solve', () => {
    expect(
      shareText('mini', '2026-11-24', { timeSeconds: 47, penaltySeconds: 0, solved: true }),
    ).toBe('MedGrid Mini 24 Nov 2026 — 0:47 ✓');
  });

  it('carries the check penalty and says when reveals helped', () => {
    expect(
      shareText('medical', '2026-11-23', { timeSeconds: 65, penaltySeconds: 30, solved: false }),
    ).toBe('MedGrid Medical Crossword 23 Nov 2026 — 1:05 (+0:30) (with reveals)');
  });

  it('adds the picture and a link on their own lines', () => {
    const text = shareText(
      'medword',
      '2026-01-02',
      {
        timeSeconds: 90,
        penaltySeconds: 0,
        solved: true,
        picture: ['⬜🟨⬜⬜⬜🟩', '🟩🟩🟩🟩🟩🟩'],
      },
      'https://medgrid.example/medword',
    );
    expect(text.split('\n')).toEqual([
      'MedGrid MedWord #2 — 1:30 ✓',
      '⬜🟨⬜⬜⬜🟩',
      '🟩🟩🟩🟩🟩🟩',
      'https://medgrid.example/medword',
    ]);
  });

  it("puts a guessing game's tally before its time, without the solve mark", () => {
    const won = { timeSeconds: 75, penaltySeconds: 0, solved: true, tally: '4/6' };
    expect(shareText('medword', '2026-11-24', won)).toBe('MedGrid MedWord #328 — 4/6 · 1:15');
    expect(shareText('medword', '2026-11-24', { ...won, solved: false, tally: 'X/6' })).toBe(
      'MedGrid MedWord #328 — X/6 · 1:15',
    );
  });

  it.each(GAME_IDS)(
    "names %s as it always has (issue 28: the name moved into the game's module)",
    (game) => {
      const names = {
        mini: 'MedGrid Mini',
        medical: 'MedGrid Medical Crossword',
        medword: 'MedGrid MedWord',
        medle: 'MedGrid Medle',
        medmatch: 'MedGrid MedMatch',
      };
      expect(
        shareText(game, '2026-11-24', { timeSeconds: 47, penaltySeconds: 0, solved: true }),
      ).toBe(`${names[game]} ${game === 'medword' ? '#328' : '24 Nov 2026'} — 0:47 ✓`);
    },
  );

  it('writes the date as day, short month and year', () => {
    expect(shareDate('2026-02-09')).toBe('9 Feb 2026');
    expect(shareDate('not a date')).toBe('not a date');
  });
});
