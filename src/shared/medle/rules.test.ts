import { describe, expect, it } from 'vitest';
import {
  afterMiss,
  classify,
  clueSquares,
  guessSquares,
  medleTally,
  medleScore,
  nextClue,
  normaliseAnswer,
  recordedGuess,
  similarity,
  type Answers,
} from './rules.js';

const sheehan: Answers = {
  diagnosis: 'Sheehan syndrome',
  accepted_answers: ["Sheehan's syndrome", 'postpartum pituitary necrosis'],
  partial_answers: ['hypopituitarism', 'panhypopituitarism'],
};
const mi: Answers = {
  diagnosis: 'Myocardial infarction',
  accepted_answers: ['MI', 'heart attack', 'acute myocardial infarction'],
  partial_answers: ['acute coronary syndrome'],
};
const gbs: Answers = {
  diagnosis: 'Guillain-Barré syndrome',
  accepted_answers: ['GBS'],
  partial_answers: [],
};

describe('normaliseAnswer', () => {
  it("treats apostrophes, hyphens, accents and an eponym's s alike", () => {
    const forms = [
      "Sheehan's syndrome",
      'Sheehans syndrome',
      'sheehan  SYNDROME',
      'Sheehan’s syndrome',
    ];
    for (const form of forms) expect(normaliseAnswer(form)).toBe('sheehan syndrome');
    expect(normaliseAnswer('Guillain-Barré syndrome')).toBe('guillain barre syndrome');
  });
  it('keeps words that only look plural', () => {
    expect(normaliseAnswer('Aortic stenosis')).toBe('aortic stenosis');
    expect(normaliseAnswer('Lung abscess')).toBe('lung abscess');
    expect(normaliseAnswer('Tetanus')).toBe('tetanus');
    expect(normaliseAnswer('MS')).toBe('ms');
  });
});

describe('classify', () => {
  it('is correct for the diagnosis and each accepted answer, however spelled out', () => {
    for (const guess of ['Sheehan syndrome', "  sheehan's Syndrome ", 'Sheehans syndrome'])
      expect(classify(guess, sheehan), guess).toBe('correct');
    expect(classify('Postpartum pituitary necrosis', sheehan)).toBe('correct');
    expect(classify('Guillain Barre syndrome', gbs)).toBe('correct');
    expect(classify('guillain-barre syndrome', gbs)).toBe('correct');
  });

  it("'MI' and 'myocardial infarction' per the accepted answers", () => {
    expect(classify('MI', mi)).toBe('correct');
    expect(classify('mi', mi)).toBe('correct');
    expect(classify('myocardial infarction', mi)).toBe('correct');
    expect(classify('Heart attack', mi)).toBe('correct');
    // without MI among the accepted answers, the abbreviation is only a miss
    expect(classify('MI', { ...mi, accepted_answers: [] })).toBe('incorrect');
  });

  it("is partial for a diagnosis word of more than 3 letters: 'syndrome' alone for Sheehan syndrome", () => {
    expect(classify('syndrome', sheehan)).toBe('partial');
    expect(classify('Sheehan', sheehan)).toBe('partial');
    expect(classify('infarction of the bowel', mi)).toBe('partial');
  });

  it('is partial for a partial answer', () => {
    expect(classify('Hypopituitarism', sheehan)).toBe('partial');
    expect(classify('acute coronary syndrome', mi)).toBe('partial');
  });

  it('is partial for a misspelling within the fuzzy threshold', () => {
    expect(similarity('sheehen', 'sheehan')).toBeCloseTo(6 / 7);
    expect(classify('Sheehen', sheehan)).toBe('partial');
    expect(classify('myocardal', mi)).toBe('partial'); // 1 edit in 10: 0.9
    expect(classify('miocardiol', mi)).toBe('partial'); // 2 edits in 10: 0.8, just in
    expect(classify('mioccardiul', mi)).toBe('incorrect'); // 3 edits in 11
  });

  it('never fuzzy-matches a word of 4 letters or fewer', () => {
    const lyme: Answers = { diagnosis: 'Lyme disease', accepted_answers: [], partial_answers: [] };
    expect(classify('Lime', lyme)).toBe('incorrect'); // 'lyme' is too short to match fuzzily
    const gout: Answers = { diagnosis: 'Gout', accepted_answers: [], partial_answers: [] };
    expect(classify('Goat', gout)).toBe('incorrect');
    expect(classify('Gouty', gout)).toBe('partial'); // it contains 'gout'
    expect(classify('Lyme', lyme)).toBe('partial'); // contained, more than 3 letters
  });

  it('is incorrect otherwise, and for nothing', () => {
    expect(classify('Pulmonary embolism', mi)).toBe('incorrect');
    expect(classify('   ', mi)).toBe('incorrect');
    expect(classify("'-", mi)).toBe('incorrect');
  });
});

describe('recordedGuess', () => {
  it("records an empty guess as '(empty)', trims and caps at 100", () => {
    expect(recordedGuess('   ')).toBe('(empty)');
    expect(recordedGuess('  Lyme   disease ')).toBe('Lyme disease');
    expect(recordedGuess('x'.repeat(150))).toHaveLength(100);
  });
});

describe('clue staging', () => {
  const start = { cluesRevealed: 1, guessesForClue: 0, revealed: false };
  const missN = (n: number, difficulty: 'easy' | 'medium' | 'hard', clues = 5) => {
    let s = start;
    for (let i = 0; i < n; i++) s = afterMiss(s, clues, difficulty);
    return s;
  };

  it('releases the next clue after 5 misses on easy, 3 on medium, 2 on hard', () => {
    expect(missN(4, 'easy')).toEqual({ cluesRevealed: 1, guessesForClue: 4, revealed: false });
    expect(missN(5, 'easy')).toEqual({ cluesRevealed: 2, guessesForClue: 0, revealed: false });
    expect(missN(2, 'medium').cluesRevealed).toBe(1);
    expect(missN(3, 'medium').cluesRevealed).toBe(2);
    expect(missN(1, 'hard').cluesRevealed).toBe(1);
    expect(missN(2, 'hard').cluesRevealed).toBe(2);
  });

  it('ends the play, revealed, at the limit with every clue out', () => {
    expect(missN(2 * 4, 'hard')).toEqual({ cluesRevealed: 5, guessesForClue: 0, revealed: false });
    expect(missN(2 * 5, 'hard').revealed).toBe(true);
  });

  it('Next Clue releases one and resets the count; with all out it reveals', () => {
    const s = nextClue({ cluesRevealed: 1, guessesForClue: 2, revealed: false }, 5);
    expect(s).toEqual({ cluesRevealed: 2, guessesForClue: 0, revealed: false });
    expect(nextClue({ cluesRevealed: 5, guessesForClue: 0, revealed: false }, 5).revealed).toBe(
      true,
    );
  });
});

describe('medleScore', () => {
  it('is (1000 − 2/s − 50/guess − 100/extra clue) × the difficulty, rounded, ≥ 0', () => {
    expect(medleScore(30, 2, 2, 'easy', true)).toBe(1000 - 60 - 100 - 100);
    expect(medleScore(30, 2, 2, 'medium', true)).toBe(Math.round(740 * 1.2));
    expect(medleScore(30, 2, 2, 'hard', true)).toBe(1110);
    expect(medleScore(31, 1, 1, 'medium', true)).toBe(Math.round((1000 - 62 - 50) * 1.2));
    expect(medleScore(900, 20, 6, 'hard', true)).toBe(0);
  });
  it('is 0 for a lost play', () => {
    expect(medleScore(10, 1, 1, 'hard', false)).toBe(0);
  });
});

describe('clueSquares', () => {
  it('marks the clues passed, the solving clue and the unused ones', () => {
    expect(clueSquares(2, 5, true)).toBe('🟥🟩⬜⬜⬜');
    expect(clueSquares(1, 6, true)).toBe('🟩⬜⬜⬜⬜⬜');
    expect(clueSquares(5, 5, false)).toBe('🟥🟥🟥🟥🟥');
    expect(clueSquares(3, 5, false)).toBe('🟥🟥🟥⬜⬜');
  });
});

describe('guessSquares and medleTally (the share picture and headline)', () => {
  it('marks each guess in order: right, close, not it', () => {
    expect(guessSquares(['incorrect', 'partial', 'correct'])).toBe('⬛🟨🟩');
    expect(guessSquares([])).toBe('');
  });
  it('gives the clues used and the number of guesses', () => {
    expect(medleTally(2, 6, 3, true)).toBe('2/6 · 3 guesses');
    expect(medleTally(1, 5, 1, true)).toBe('1/5 · 1 guess');
    expect(medleTally(5, 5, 0, false)).toBe('X/5 · 0 guesses');
  });
});
