import { describe, expect, it } from 'vitest';
import { addDays } from '../play/dates.js';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  contentCalendar,
  shortKinds,
  type ContentKind,
} from './calendar.js';

const FROM = '2026-11-25';
const run = (start: string, n: number) => Array.from({ length: n }, (_, i) => addDays(start, i));
const none = () =>
  Object.fromEntries(CONTENT_KINDS.map((k) => [k, [] as string[]])) as Record<
    ContentKind,
    string[]
  >;

describe('the content calendar', () => {
  it('marks the covered days of each kind and counts the runway up to the first gap', () => {
    const dated = none();
    dated.mini = [...run(FROM, 20), addDays(FROM, 25)];
    dated.question = run(addDays(FROM, 1), 30); // nothing today
    const cal = contentCalendar(FROM, 30, dated);
    const mini = cal.rows.find((r) => r.kind === 'mini')!;
    expect(mini.days).toHaveLength(30);
    expect(mini.runway).toBe(20);
    expect(mini.low).toBe(false);
    expect(mini.days[25]).toBe(true);
    expect(mini.days[21]).toBe(false);
    const question = cal.rows.find((r) => r.kind === 'question')!;
    expect(question.runway).toBe(0);
    expect(question.low).toBe(true);
    expect(cal.rows.map((r) => r.kind)).toEqual([...CONTENT_KINDS]);
  });

  it('lets a weekly Medical Crossword cover its own day and the six after it', () => {
    const dated = none();
    dated.medical = [addDays(FROM, -3), addDays(FROM, 4), addDays(FROM, 11)];
    const medical = contentCalendar(FROM, 30, dated).rows.find((r) => r.kind === 'medical')!;
    expect(medical.runway).toBe(18); // through FROM + 17 (= 11 + 6)
    expect(medical.days.slice(0, 18).every(Boolean)).toBe(true);
    expect(medical.low).toBe(false);
  });

  it('flags under 14 days, and names the kinds under 7 for the warning', () => {
    const dated = none();
    for (const k of CONTENT_KINDS) dated[k] = run(FROM, 60);
    dated.medle = run(FROM, 13);
    dated.medmatch = run(FROM, 6);
    const cal = contentCalendar(FROM, 60, dated);
    expect(cal.rows.filter((r) => r.low).map((r) => r.kind)).toEqual(['medle', 'medmatch']);
    expect(shortKinds(cal).map((r) => r.kind)).toEqual(['medmatch']);
    expect(cal.rows.find((r) => r.kind === 'mini')!.runway).toBe(60);
  });

  it('names each kind', () => {
    expect(CONTENT_KIND_NAMES).toEqual({
      mini: 'Mini Crossword',
      medical: 'Medical Crossword',
      medword: 'MedWord',
      medle: 'Medle',
      medmatch: 'MedMatch',
      question: 'Daily Question',
    });
  });
});
