/**
 * MedMatch for client tests: one short day and its play routes on the fake server
 * (../play-server.ts) with the shared MedMatch rules; the quiz (POST /api/medmatch/:date/quiz) is
 * checked with the shared rule once the run is over.
 */
import { ServerError, type FakeServer } from '../fake-server';
import { servePlay, type FakePlayOptions } from '../play-server';
import { checkQuizAnswer, medmatchGame } from '../../../src/shared/medmatch/play';
import type { MedmatchPuzzle } from '../../../src/shared/medmatch/schema';

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

export function serveMedmatch(server: FakeServer, options: FakePlayOptions = {}) {
  const play = servePlay(server, 'medmatch', FAKE_MEDMATCH, TEST_DAY, options);
  server.post('/api/medmatch/:date/quiz', (request) => {
    const { question, option } = request.body as { question: number; option: string };
    const progress = play.progress();
    if (!progress || FAKE_MEDMATCH.status(TEST_DAY, progress) === 'playing')
      throw new ServerError(409, 'Not over', 'QUIZ_NOT_OPEN');
    const verdict = checkQuizAnswer(TEST_DAY, question, option);
    if (!verdict) throw new ServerError(422, 'No such answer', 'NO_SUCH_ANSWER');
    return verdict;
  });
  /** The quiz answers sent, in order. */
  const quizCalls = () =>
    server.requested('POST', '/api/medmatch/:date/quiz').map((r) => {
      const { question, option } = r.body as { question: number; option: string };
      return { question, option };
    });
  return { ...play, quizCalls };
}
