/**
 * Medle for client tests: one case, the names the guess field suggests (GET
 * /api/medle/diagnoses), and its play routes on the fake server (../play-server.ts) with the
 * shared Medle rules.
 */
import type { FakeServer } from '../fake-server';
import { servePlay, type FakePlayOptions } from '../play-server';
import { medleGame } from '../../../src/shared/medle/play';
import { normaliseAnswer } from '../../../src/shared/medle/rules';
import type { MedlePuzzle } from '../../../src/shared/medle/schema';

export const TEST_CASE: MedlePuzzle = {
  category: 'Infectious_Disease',
  difficulty_level: 'hard',
  diagnosis: 'Lyme disease',
  clues: [
    'A 34-year-old man has had fever and aches for a week.',
    'He hiked in Connecticut a month ago.',
    'An expanding red rash with central clearing on his thigh.',
    'A new facial nerve palsy.',
    'Two-tier serology is positive.',
  ],
  accepted_answers: ['Lyme borreliosis', 'borreliosis'],
  partial_answers: ['tick-borne illness'],
  detailed_explanation: 'Infection with Borrelia burgdorferi spread by Ixodes ticks.',
  why_diagnosis: 'Tick country, erythema migrans and a cranial neuropathy.',
  source: 'IDSA/AAN/ACR Lyme disease guideline 2020',
};

export const TEST_NAMES = ['Lyme disease', 'Lymphoma', 'Lymphangitis', 'Measles'];

/** The names the fake server takes as guesses: the suggestions and every name of the case. */
const GUESSABLE = new Set(
  [
    ...TEST_NAMES,
    TEST_CASE.diagnosis,
    ...TEST_CASE.accepted_answers,
    ...TEST_CASE.partial_answers,
  ].map(normaliseAnswer),
);

export function serveMedle(server: FakeServer, options: FakePlayOptions = {}) {
  const game = medleGame((name) => GUESSABLE.has(name));
  server.get('/api/medle/diagnoses', () => ({ diagnoses: TEST_NAMES }));
  return servePlay(server, 'medle', game, TEST_CASE, options);
}
