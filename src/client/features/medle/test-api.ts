/**
 * Medle's play API for tests (imported by *.test.ts(x) only): the fake play server of
 * lib/test-play-server.ts with the shared Medle rules and one case.
 */
import { createFakePlayServer, type FakePlayOptions } from '../../lib/test-play-server';
import { medleGame } from '../../../shared/medle/play';
import { normaliseAnswer } from '../../../shared/medle/rules';
import type { MedlePuzzle } from '../../../shared/medle/schema';
import type { MedleApi } from './api';

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

export function createFakeMedleServer(options: FakePlayOptions = {}) {
  const game = medleGame((name) => GUESSABLE.has(name));
  const server = createFakePlayServer('medle', game, TEST_CASE, options);
  const api: MedleApi = { ...server.api, diagnoses: () => Promise.resolve(TEST_NAMES) };
  return { ...server, api };
}

export type FakeMedleServer = ReturnType<typeof createFakeMedleServer>;
