import { describe, expect, it } from 'vitest';
import {
  EXPLANATION_MAX,
  OPTION_LETTERS,
  OPTION_MAX,
  QUESTION_MAX,
  TOPIC_MAX,
  dailyQuestionTitle,
  dailyQuestionWeekSchema,
  parseDailyQuestionWeek,
  type OptionLetter,
} from './schema.js';

const letters = (make: (letter: OptionLetter) => string) =>
  Object.fromEntries(OPTION_LETTERS.map((letter) => [letter, make(letter)]));

const question = (day: number, correct: OptionLetter = 'B') => ({
  day,
  question: `Question for day ${day}?`,
  options: letters((letter) => `Option ${letter} of day ${day}`),
  correct,
  explanation: `Why ${correct} is right on day ${day}.`,
  optionExplanations: letters(
    (letter) => `Why ${letter} is ${letter === correct ? 'right' : 'wrong'}.`,
  ),
  source: 'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
});

const week = () => ({
  topic: 'Cardiology',
  questions: [1, 2, 3, 4, 5, 6, 7].map((day) => question(day, OPTION_LETTERS[day % 4])),
});

const errorsOf = (data: unknown) => {
  const parsed = parseDailyQuestionWeek(data);
  return parsed.ok ? [] : parsed.errors;
};

describe('dailyQuestionWeekSchema: valid weeks', () => {
  it('parses a week of seven questions', () => {
    const parsed = dailyQuestionWeekSchema.parse(week());
    expect(parsed.topic).toBe('Cardiology');
    expect(parsed.questions.map((q) => q.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(parsed.questions[0]?.correct).toBe('B');
  });

  it('trims texts and drops unknown keys', () => {
    const data = week();
    const first = { ...question(1), question: '  Which?  ', note: 'draft' };
    const parsed = parseDailyQuestionWeek({
      ...data,
      topic: ' Pharmacology ',
      questions: [first, ...data.questions.slice(1)],
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    expect(parsed.week.topic).toBe('Pharmacology');
    expect(parsed.week.questions[0]?.question).toBe('Which?');
    expect(parsed.week.questions[0]).not.toHaveProperty('note');
  });

  it('accepts texts at their maximum lengths', () => {
    const data = week();
    const long = {
      ...question(1),
      question: 'q'.repeat(QUESTION_MAX),
      options: letters((letter) => letter.repeat(OPTION_MAX)),
      explanation: 'e'.repeat(EXPLANATION_MAX),
    };
    const topic = 't'.repeat(TOPIC_MAX);
    expect(errorsOf({ topic, questions: [long, ...data.questions.slice(1)] })).toEqual([]);
  });
});

describe('dailyQuestionWeekSchema: readable errors', () => {
  it('refuses days out of order, naming the question and the expected day', () => {
    const data = week();
    const [q1, q2, ...rest] = data.questions;
    const errors = errorsOf({ ...data, questions: [q2, q1, ...rest] });
    expect(errors).toEqual([
      'questions[0].day: Question 1 must be day 1, not day 2: questions are days 1 to 7 in order',
      'questions[1].day: Question 2 must be day 2, not day 1: questions are days 1 to 7 in order',
    ]);
  });

  it('reports day order even when another question is malformed', () => {
    const data = week();
    const questions = data.questions.map((q, i) =>
      i === 2 ? { ...q, day: 4 } : i === 5 ? { ...q, question: '' } : q,
    );
    const errors = errorsOf({ ...data, questions });
    expect(errors).toContain('questions[5].question: Question text is empty');
    expect(errors).toContain(
      'questions[2].day: Question 3 must be day 3, not day 4: questions are days 1 to 7 in order',
    );
  });

  it('refuses a week without exactly seven questions', () => {
    const data = week();
    expect(errorsOf({ ...data, questions: data.questions.slice(0, 6) })).toEqual([
      'questions: A week must have exactly 7 questions, days 1 to 7',
    ]);
    expect(errorsOf({ ...data, questions: [...data.questions, question(8)] })).toEqual([
      'questions: A week must have exactly 7 questions, days 1 to 7',
    ]);
  });

  it('refuses a missing option and an extra option letter', () => {
    const data = week();
    const { C: _dropped, ...withoutC } = question(1).options;
    const missing = { ...question(1), options: withoutC };
    expect(errorsOf({ ...data, questions: [missing, ...data.questions.slice(1)] })).toEqual([
      'questions[0].options.C: Option C is required and must be a string',
    ]);
    const extra = { ...question(1), options: { ...question(1).options, E: 'Fifth option' } };
    expect(errorsOf({ ...data, questions: [extra, ...data.questions.slice(1)] })).toEqual([
      'questions[0].options: options must have only the keys A, B, C and D; unexpected: E',
    ]);
  });

  it('refuses a missing option explanation and repeated options', () => {
    const data = week();
    const { D: _dropped, ...withoutD } = question(1).optionExplanations;
    const repeated = {
      ...question(1),
      options: { ...question(1).options, D: ' option a of DAY 1 ' },
      optionExplanations: withoutD,
    };
    expect(errorsOf({ ...data, questions: [repeated, ...data.questions.slice(1)] })).toEqual([
      'questions[0].options.D: Option D repeats option A; the four options must differ',
      'questions[0].optionExplanations.D: Explanation of option D is required and must be a string',
    ]);
  });

  it.each([['E'], ['b'], [''], [2], [null]])('refuses the correct letter %j', (correct) => {
    const data = week();
    const bad = { ...question(1), correct };
    expect(errorsOf({ ...data, questions: [bad, ...data.questions.slice(1)] })).toEqual([
      'questions[0].correct: correct is required and must be one of the letters A, B, C and D',
    ]);
  });

  it('refuses empty, overlong and blank texts', () => {
    const data = week();
    const bad = {
      ...question(1),
      question: '   ',
      options: { ...question(1).options, B: 'b'.repeat(OPTION_MAX + 1) },
      explanation: 'e'.repeat(EXPLANATION_MAX + 1),
    };
    expect(errorsOf({ ...data, topic: '', questions: [bad, ...data.questions.slice(1)] })).toEqual([
      'topic: topic is empty',
      'questions[0].question: Question text is empty',
      `questions[0].options.B: Option B must be at most ${OPTION_MAX} characters`,
      `questions[0].explanation: Explanation must be at most ${EXPLANATION_MAX} characters`,
    ]);
    expect(errorsOf({ ...data, topic: 'x'.repeat(TOPIC_MAX + 1) })).toEqual([
      `topic: topic must be at most ${TOPIC_MAX} characters`,
    ]);
  });

  it("refuses a topic ending in 'Week', which the title adds", () => {
    expect(errorsOf({ ...week(), topic: 'Cardiology Week' })).toEqual([
      "topic: topic must not end in 'Week': the title adds it ('Cardiology Week: Day 3')",
    ]);
  });

  it('refuses data that is not a week object', () => {
    for (const data of [null, [], 'week', { topic: 'Cardiology' }]) {
      expect(errorsOf(data).length).toBeGreaterThan(0);
    }
    expect(errorsOf({ topic: 'Cardiology' })).toEqual([
      'questions: questions is required and must be an array',
    ]);
    expect(errorsOf({ ...week(), questions: [1, ...week().questions.slice(1)] })).toEqual([
      'questions[0]: Each question must be an object with day, question, options, correct, explanation, optionExplanations and source',
    ]);
  });
});

describe('dailyQuestionTitle', () => {
  it("reads '{topic} Week: Day {n}'", () => {
    expect(dailyQuestionTitle('Cardiology', 3)).toBe('Cardiology Week: Day 3');
  });
});
