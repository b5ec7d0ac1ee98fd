import { describe, expect, it } from 'vitest';
import { GAME_IDS, PLAYABLE_GAME_IDS } from '../../../../shared/play/games';
import { helpDocument } from './help';

const textOf = (doc: ReturnType<typeof helpDocument>) =>
  JSON.stringify([
    doc.intro,
    doc.sections.map((s) => [s.heading, s.paragraphs, s.bullets, s.closing]),
  ]);

describe('the help page', () => {
  it('describes only the games that are playable (issue 14, defect 1)', () => {
    const doc = helpDocument();
    const gameSections = doc.sections.filter((s) => s.game).map((s) => s.game);
    expect(gameSections).toEqual([...PLAYABLE_GAME_IDS]);
    expect(textOf(doc)).toContain(
      'New Mini Crossword, MedWord, Medle and MedMatch puzzles arrive at midnight where you are, and a new Medical Crossword arrives each week.',
    );
    expect(textOf(doc)).toContain(
      'The crosswords rank by fastest time; MedWord by fastest time, then fewer guesses; Medle and MedMatch by highest score, then faster time. Players with exactly',
    );
  });

  it("switches each game's text back on when the game is playable", () => {
    const doc = helpDocument(() => true);
    expect(doc.sections.filter((s) => s.game).map((s) => s.game)).toEqual(
      expect.arrayContaining([...GAME_IDS]),
    );
    const text = textOf(doc);
    expect(text).toContain(
      'New Mini Crossword, MedWord, Medle and MedMatch puzzles arrive at midnight where you are',
    );
    expect(text).toContain(
      "We offer it before you start today's Mini Crossword, MedWord, Medle or MedMatch, until",
    );
    expect(text).toContain(
      'Medle and MedMatch by highest score, then faster time. Players with exactly the same result',
    );
    expect(text).toContain(
      'puzzles played from the archive, and MedMatch games left before the end.',
    );
  });

  it('keeps section anchors unique', () => {
    const ids = helpDocument(() => true).sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
