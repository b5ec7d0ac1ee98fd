import { z } from 'zod';
import {
  playable,
  type GameModule,
  type MoveRejection,
  type PlayableGame,
  type PlayEffort,
} from '../play/game-module.js';
import type { ResultFields } from '../play/result.js';
import type { HumanPace } from '../play/fair-play.js';
import { isEligible, livesFor, medmatchScore, termOrder } from './rules.js';
import { medmatchPuzzleSchema, type Difficulty, type MedmatchPuzzle } from './schema.js';

/**
 * MedMatch as a play-engine game module (src/shared/play/game-module.ts). The browser sees one
 * round's terms at a time, in an order drawn from a key it never sees (`OrderSeed`); a round's
 * impostor, category and reason come only once that round is decided (found, or the run lost or
 * left).
 */

export const MEDMATCH_MESSAGES = {
  staleRound: 'That round is already over.',
  notATerm: 'That term is not in this round.',
  picked: 'That term was already picked.',
} as const;

/** What the browser may see before playing: the day's frame, no term. */
export interface MedmatchPublicPuzzle {
  topic: string;
  difficulty: Difficulty;
  roundCount: number;
  lives: number;
  quizCount: number;
}

export interface MedmatchProgress {
  /** The round being played (= rounds.length once all are done). */
  round: number;
  /** Each round's picks so far, in order: wrong ones, then the impostor when found. */
  picks: string[][];
  livesLeft: number;
  exited: boolean;
}

/** A round once decided: what it was about and what the player picked. */
export interface DecidedRound {
  round: number;
  terms: string[];
  impostor: string;
  category: string;
  whyImpostor: string;
  picks: string[];
  /** Found on the first pick. */
  firstTry: boolean;
  found: boolean;
}

export interface MedmatchView {
  /** The round in play, or null when the run is over. */
  current: { round: number; terms: string[]; wrong: string[] } | null;
  livesLeft: number;
  decided: DecidedRound[];
  exited: boolean;
  /**
   * Once the run is over: the day's mini-quiz (practice, never ranked), without its answers: the
   * server checks each (POST /api/medmatch/:date/quiz, `checkQuizAnswer`).
   */
  quiz?: { round: number; question: string; options: string[] }[];
}

export type MedmatchMove = { type: 'pick'; round: number; term: string } | { type: 'exit' };

export type MedmatchFeedback =
  { type: 'pick'; correct: boolean; livesLeft: number } | { type: 'exit' };

const progressSchema: z.ZodType<MedmatchProgress> = z.object({
  round: z.number().int().min(0).max(20),
  picks: z.array(z.array(z.string().max(80)).max(4)).max(20),
  livesLeft: z.number().int().min(0).max(5),
  exited: z.boolean(),
});

const moveSchema: z.ZodType<MedmatchMove> = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('pick'),
      round: z.number({ error: 'round must be a number' }).int().min(0).max(19),
      term: z.string({ error: 'term must be a string' }).max(80),
    }),
    z.object({ type: z.literal('exit') }),
  ],
  { error: "A move's type must be 'pick' or 'exit'" },
);

const reject = (code: string, message: string, status?: 409 | 422): MoveRejection => ({
  ok: false,
  code,
  message,
  ...(status ? { status } : {}),
});

/**
 * The seed of the order a round's terms or a quiz question's options are shown in, for a label
 * that names the puzzle's round or question by its own content (never by its stored order). The
 * server's comes from its secret (src/server/features/medmatch/order-seed.ts); the same label must
 * give the same seed in every process and after a restart, so that a play's order never moves.
 */
export type OrderSeed = (label: string) => number;

const sortedText = (items: readonly string[]) =>
  [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n');

/** What the orders are drawn for: a round's and a question's content, whatever its stored order. */
const orderLabel = {
  round: (p: MedmatchPuzzle, i: number) =>
    `medmatch round\n${p.topic}\n${i}\n${sortedText(p.rounds[i]?.terms ?? [])}`,
  quiz: (p: MedmatchPuzzle, i: number) => {
    const q = p.quiz_questions[i];
    return `medmatch quiz\n${p.topic}\n${i}\n${q?.question_text ?? ''}\n${sortedText(q?.options ?? [])}`;
  },
};

/**
 * The shown orders of a puzzle's rounds and questions, each drawn once: the engine keeps a parsed
 * puzzle for all its plays (prepared-puzzles.ts), so a view does not redraw them on every move.
 */
function orders(seed: OrderSeed) {
  const drawn = new WeakMap<MedmatchPuzzle, { rounds: string[][]; quiz: string[][] }>();
  const of = (p: MedmatchPuzzle) => {
    let mine = drawn.get(p);
    if (!mine) drawn.set(p, (mine = { rounds: [], quiz: [] }));
    return mine;
  };
  return {
    round(p: MedmatchPuzzle, i: number): string[] {
      const mine = of(p);
      mine.rounds[i] ??= termOrder(p.rounds[i]?.terms ?? [], seed(orderLabel.round(p, i)));
      return [...mine.rounds[i]];
    },
    quiz(p: MedmatchPuzzle, i: number): string[] {
      const mine = of(p);
      mine.quiz[i] ??= termOrder(p.quiz_questions[i]?.options ?? [], seed(orderLabel.quiz(p, i)));
      return [...mine.quiz[i]];
    },
  };
}

type Orders = ReturnType<typeof orders>;

function statusOf(p: MedmatchPuzzle, s: MedmatchProgress): 'playing' | 'won' | 'lost' {
  if (s.exited || s.livesLeft <= 0) return 'lost';
  return s.round >= p.rounds.length ? 'won' : 'playing';
}

function decided(
  shown: Orders,
  p: MedmatchPuzzle,
  s: MedmatchProgress,
  over: boolean,
): DecidedRound[] {
  const last = over ? p.rounds.length : s.round;
  return p.rounds.slice(0, last).map((r, i) => {
    const picks = s.picks[i] ?? [];
    return {
      round: i,
      terms: shown.round(p, i),
      impostor: r.impostor,
      category: r.category,
      whyImpostor: r.why_impostor,
      picks,
      found: picks.includes(r.impostor),
      firstTry: picks[0] === r.impostor,
    };
  });
}

function view(
  shown: Orders,
  p: MedmatchPuzzle,
  s: MedmatchProgress,
  finished: boolean,
): MedmatchView {
  const over = finished || statusOf(p, s) !== 'playing';
  const out: MedmatchView = {
    current:
      over || s.round >= p.rounds.length
        ? null
        : { round: s.round, terms: shown.round(p, s.round), wrong: s.picks[s.round] ?? [] },
    livesLeft: s.livesLeft,
    decided: decided(shown, p, s, over),
    exited: s.exited,
  };
  if (finished)
    out.quiz = p.quiz_questions.map((q, i) => ({
      round: q.round_number - 1,
      question: q.question_text,
      // shuffled like the terms: where the key is stored gives nothing away
      options: shown.quiz(p, i),
    }));
  return out;
}

/**
 * How fast a person plays MedMatch (docs/decisions/017): a reaction after Start, a tap per pick,
 * and for each round played a read of its four terms and a decision. A play not over still has
 * every round from the current one to read and pick.
 */
export const MEDMATCH_PACE: HumanPace = { reactionMs: 500, perInputMs: 120, perReadMs: 800 };

function medmatchEffort(p: MedmatchPuzzle, s: MedmatchProgress): PlayEffort {
  const left = statusOf(p, s) === 'playing' ? Math.max(0, p.rounds.length - s.round) : 0;
  return {
    done: {
      inputs: s.picks.reduce((n, picks) => n + picks.length, 0),
      reads: s.picks.filter((picks) => picks.length > 0).length,
    },
    open: { inputs: left, reads: left },
  };
}

export function medmatchResult(
  p: MedmatchPuzzle,
  s: MedmatchProgress,
  activeSeconds: number,
): ResultFields {
  const seconds = Number.isFinite(activeSeconds) ? Math.max(0, Math.floor(activeSeconds)) : 0;
  const completed = statusOf(p, s) === 'won';
  const wrong = s.picks.reduce(
    (n, picks, i) => n + picks.filter((t) => t !== p.rounds[i]?.impostor).length,
    0,
  );
  const eligible = isEligible(completed, s.livesLeft, s.exited);
  return {
    timeSeconds: seconds,
    penaltySeconds: 0,
    inputs: medmatchEffort(p, s).done.inputs,
    score: completed ? medmatchScore(seconds, wrong, s.livesLeft, p.difficulty_level) : 0,
    guesses: s.picks.reduce((n, picks) => n + picks.length, 0),
    cluesRevealed: null,
    livesRemaining: s.livesLeft,
    assisted: false,
    eligible,
  };
}

export type MedmatchModule = GameModule<
  MedmatchPuzzle,
  MedmatchPublicPuzzle,
  MedmatchProgress,
  MedmatchMove,
  MedmatchView,
  MedmatchFeedback
>;

/** The module, given the seed of the orders terms and options are shown in (`OrderSeed`). */
export function medmatchGame(orderSeed: OrderSeed): MedmatchModule {
  const shown = orders(orderSeed);
  return {
    game: 'medmatch',
    puzzleSchema: medmatchPuzzleSchema as z.ZodType<MedmatchPuzzle>,
    progressSchema,
    moveSchema,
    publicPuzzle: (p) => ({
      topic: p.topic,
      difficulty: p.difficulty_level,
      roundCount: p.rounds.length,
      lives: livesFor(p.difficulty_level),
      quizCount: p.quiz_questions.length,
    }),
    listTitle: (p) => p.topic,
    initialProgress: (p) => ({
      round: 0,
      picks: [],
      livesLeft: livesFor(p.difficulty_level),
      exited: false,
    }),
    applyMove(p, s, move) {
      if (move.type === 'exit')
        return { ok: true, progress: { ...s, exited: true }, feedback: { type: 'exit' } };
      if (move.round !== s.round) return reject('STALE_ROUND', MEDMATCH_MESSAGES.staleRound, 409);
      const round = p.rounds[s.round];
      if (!round) return reject('STALE_ROUND', MEDMATCH_MESSAGES.staleRound, 409);
      const term = round.terms.find((t) => t === move.term);
      if (!term) return reject('NOT_A_TERM', MEDMATCH_MESSAGES.notATerm, 422);
      const picks = s.picks[s.round] ?? [];
      if (picks.includes(term)) return reject('ALREADY_PICKED', MEDMATCH_MESSAGES.picked, 422);
      const all = [...s.picks];
      all[s.round] = [...picks, term];
      const correct = term === round.impostor;
      const next: MedmatchProgress = correct
        ? { ...s, picks: all, round: s.round + 1 }
        : { ...s, picks: all, livesLeft: s.livesLeft - 1 };
      return {
        ok: true,
        progress: next,
        feedback: { type: 'pick', correct, livesLeft: next.livesLeft },
      };
    },
    status: statusOf,
    view: (p, s, finished) => view(shown, p, s, finished),
    result: medmatchResult,
    pace: MEDMATCH_PACE,
    effort: medmatchEffort,
  };
}

export interface QuizVerdict {
  correct: boolean;
  answer: string;
  explanation: string;
}

/** Checks one mini-quiz answer; null when there is no such question or option. */
export function checkQuizAnswer(
  p: MedmatchPuzzle,
  question: number,
  option: string,
): QuizVerdict | null {
  const q = p.quiz_questions[question];
  if (!q || !q.options.includes(option)) return null;
  return {
    correct: option === q.correct_answer,
    answer: q.correct_answer,
    explanation: q.explanation,
  };
}

/** MedMatch with its types erased, for the engine. */
export const playableMedmatch = (orderSeed: OrderSeed): PlayableGame =>
  playable(medmatchGame(orderSeed));
