/**
 * Pulse: a game that is not shipped, written in a test to prove the seams (issue 28): guess a
 * heart rate between 40 and 180; each guess is told 'higher' or 'lower'. It is only a shared
 * rules module (this file: the GameModule contract of src/shared/play/game-module.ts), a line in
 * a registry (the server's `games`, a client fake server's routes) and a board on the client
 * play layer (src/client/play/new-game.test.tsx): no engine, route or core code knows it.
 */
import { z } from 'zod';
import { playable, type GameModule } from '../../src/shared/play/game-module.js';
import { NO_EFFORT } from '../../src/shared/play/fair-play.js';

export interface PulsePuzzle {
  rate: number;
}
export interface PulseProgress {
  guesses: number[];
}
export type PulseMove = { type: 'guess'; rate: number };
export type PulseHint = 'higher' | 'lower' | 'right';
export interface PulseView {
  guesses: { rate: number; hint: PulseHint }[];
  /** Once the play is over. */
  rate?: number;
}

export const PULSE_MIN = 40;
export const PULSE_MAX = 180;
const MAX_GUESSES = 7;

const hintOf = (guess: number, rate: number): PulseHint =>
  guess === rate ? 'right' : guess < rate ? 'higher' : 'lower';
const won = (p: PulsePuzzle, s: PulseProgress) => s.guesses.at(-1) === p.rate;

export const pulseModule: GameModule<
  PulsePuzzle,
  { min: number; max: number },
  PulseProgress,
  PulseMove,
  PulseView,
  { hint: PulseHint }
> = {
  game: 'medle', // GameId is closed; a test plays Pulse under an id the engine never branches on
  puzzleSchema: z.object({ rate: z.number().int().min(PULSE_MIN).max(PULSE_MAX) }),
  progressSchema: z.object({ guesses: z.array(z.number().int()).max(MAX_GUESSES) }),
  moveSchema: z.object({
    type: z.literal('guess'),
    rate: z
      .number({ error: 'rate must be a number' })
      .int('rate must be a whole number')
      .min(PULSE_MIN, `rate is at least ${PULSE_MIN}`)
      .max(PULSE_MAX, `rate is at most ${PULSE_MAX}`),
  }),
  publicPuzzle: () => ({ min: PULSE_MIN, max: PULSE_MAX }),
  listTitle: () => 'Pulse',
  initialProgress: () => ({ guesses: [] }),
  applyMove: (p, s, move) => ({
    ok: true,
    progress: { guesses: [...s.guesses, move.rate] },
    feedback: { hint: hintOf(move.rate, p.rate) },
  }),
  status: (p, s) => (won(p, s) ? 'won' : s.guesses.length >= MAX_GUESSES ? 'lost' : 'playing'),
  view: (p, s, finished) => ({
    guesses: s.guesses.map((rate) => ({ rate, hint: hintOf(rate, p.rate) })),
    ...(finished ? { rate: p.rate } : {}),
  }),
  result: (p, s, activeSeconds) => {
    const win = won(p, s);
    const seconds = Math.max(0, Math.floor(activeSeconds));
    return {
      timeSeconds: seconds,
      penaltySeconds: 0,
      inputs: s.guesses.length * 4,
      score: win ? Math.max(0, 1000 - 2 * seconds - 50 * s.guesses.length) : 0,
      guesses: s.guesses.length,
      cluesRevealed: null,
      livesRemaining: null,
      assisted: !win,
      eligible: win,
    };
  },
  pace: { reactionMs: 500, perInputMs: 120, perReadMs: 800 },
  effort: (p, s) => ({
    done: { inputs: s.guesses.length * 4, reads: s.guesses.length },
    open: won(p, s) || s.guesses.length >= MAX_GUESSES ? NO_EFFORT : { inputs: 4, reads: 1 },
  }),
};

export const playablePulse = playable(pulseModule);
export const PULSE_PUZZLE: PulsePuzzle = { rate: 72 };
