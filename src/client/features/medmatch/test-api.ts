/**
 * MedMatch's play API for tests (imported by *.test.ts(x) only): the fake play server of
 * lib/test-play-server.ts with the shared MedMatch rules and one short day; the quiz is checked
 * with the shared rule once the run is over.
 */
import { ApiError } from '../../lib/http';
import { createFakePlayServer, type FakePlayOptions } from '../../lib/test-play-server';
import { checkQuizAnswer, medmatchGame } from '../../../shared/medmatch/play';
import type { MedmatchPuzzle } from '../../../shared/medmatch/schema';
import type { MedmatchApi } from './api';

const round = (terms: string[], category: string, why: string) => ({
  terms,
  impostor: terms[3] as string,
  category,
  why_impostor: why,
});

export const TEST_DAY: MedmatchPuzzle = {
  difficulty_level: 'medium',
  topic: 'Pharmacology mix',
  rounds: [
    round(
      ['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin'],
      'Beta-lactams',
      'A glycopeptide.',
    ),
    round(
      ['Atenolol', 'Metoprolol', 'Propranolol', 'Amlodipine'],
      'Beta blockers',
      'A calcium channel blocker.',
    ),
  ],
  quiz_questions: [
    {
      round_number: 1,
      question_text: 'Which antibiotic binds D-Ala-D-Ala?',
      options: ['Amoxicillin', 'Vancomycin', 'Cefazolin', 'Meropenem'],
      correct_answer: 'Vancomycin',
      explanation: 'Vancomycin binds the D-Ala-D-Ala terminus.',
    },
    {
      round_number: 2,
      question_text: 'Which drug is a dihydropyridine?',
      options: ['Atenolol', 'Amlodipine', 'Metoprolol', 'Propranolol'],
      correct_answer: 'Amlodipine',
      explanation: 'Amlodipine is a dihydropyridine calcium channel blocker.',
    },
  ],
  source: 'Katzung 2024',
};

/**
 * The fake draws every order from one seed (the real server's is keyed by its secret: a seed per
 * round), one that shows TEST_DAY's first round out of its stored, alphabetical order.
 */
const FAKE_MEDMATCH = medmatchGame(() => 1);

/** The terms of TEST_DAY's first round in the order the fake server shows them. */
export const FIRST_ROUND_SHOWN =
  FAKE_MEDMATCH.view(TEST_DAY, FAKE_MEDMATCH.initialProgress(TEST_DAY), false).current?.terms ?? [];

export function createFakeMedmatchServer(options: FakePlayOptions = {}) {
  const server = createFakePlayServer('medmatch', FAKE_MEDMATCH, TEST_DAY, options);
  const quizCalls: { question: number; option: string }[] = [];
  const api: MedmatchApi = {
    ...server.api,
    quiz: (_key, question, option) => {
      quizCalls.push({ question, option });
      const progress = server.progress();
      if (!progress || FAKE_MEDMATCH.status(TEST_DAY, progress) === 'playing')
        return Promise.reject(new ApiError(409, 'Not over', 'QUIZ_NOT_OPEN'));
      const verdict = checkQuizAnswer(TEST_DAY, question, option);
      return verdict
        ? Promise.resolve(verdict)
        : Promise.reject(new ApiError(422, 'No such answer', 'NO_SUCH_ANSWER'));
    },
  };
  return { ...server, api, quizCalls };
}

export type FakeMedmatchServer = ReturnType<typeof createFakeMedmatchServer>;
