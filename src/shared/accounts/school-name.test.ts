import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME_MESSAGES as M, validateSchoolName } from './school-name.js';

const INVISIBLE =
  'School name contains invisible control or text-direction characters; please remove them.';

const refused = (name: string) => {
  const result = validateSchoolName(name);
  return result.ok ? null : result.message;
};

describe('validateSchoolName', () => {
  it('keeps real school names of any script as they are', () => {
    for (const name of [
      'Universidade de São Paulo',
      'Université Paris Cité',
      'Ludwig-Maximilians-Universität München',
      'Uniwersytet Medyczny w Łodzi',
      "King's College London GKT School of Medical Education",
      'King’s College London',
      'University of Hawaiʻi John A. Burns School of Medicine',
      'All India Institute of Medical Sciences, New Delhi',
      'Texas A&M University College of Medicine',
      'Zucker School of Medicine at Hofstra/Northwell',
      'Touro College of Osteopathic Medicine - Montana (Great Falls)',
      'Semmelweis Egyetem – Általános Orvostudományi Kar',
      'Universitat Pompeu Fabra · Facultat de Medicina',
      'Medical University of Lodz No. 2',
      'Московский государственный медицинский университет имени И. М. Сеченова',
      'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης',
      'جامعة القاهرة كلية الطب',
      'אוניברסיטת תל אביב',
      'अखिल भारतीय आयुर्विज्ञान संस्थान',
      'มหาวิทยาลัยมหิดล',
      '東京大学医学部',
      '東京大学 (University of Tokyo)',
      'ハーバード大学医学部',
      '서울대학교 의과대학',
      '北京协和医学院',
      'Scunthorpe Medical Academy',
      'Hellenic Open University',
      'Dickinson College',
      'Hitchcock School of Therapeutics',
      'Matsushita Hospice Institute',
      'Shell Point',
    ]) {
      expect(validateSchoolName(name), name).toEqual({ ok: true, name });
    }
  });

  it('normalizes spaces, compatibility forms and markup as a username is', () => {
    expect(validateSchoolName('  Johns\u00a0Hopkins \u3000 School  ')).toEqual({
      ok: true,
      name: 'Johns Hopkins School',
    });
    expect(validateSchoolName('Ｈａｒｖａｒｄ')).toEqual({ ok: true, name: 'Harvard' });
    expect(validateSchoolName(' <i>Caribbean</i> Med ')).toEqual({
      ok: true,
      name: 'Caribbean Med',
    });
    expect(validateSchoolName('   ')).toEqual({ ok: true, name: '' });
  });

  it('refuses invisible and format characters: no look-alike of a real school', () => {
    for (const name of [
      'Harvard\u200bMedical School', // zero-width space
      'Harvard Medical School\u200c',
      'Harvard\u200dMedical',
      'Harvard\u2060Medical',
      '\ufeffHarvard',
      'Harvard Med\u00adical', // soft hyphen
      'Harvard\u2028Medical',
      'Harvard\u3164Medical', // Hangul filler
      'Harvard\u2800Medical', // braille blank
      'Harvard\u034fMedical', // combining grapheme joiner
      'Harvard\ufe0fMedical', // variation selector
      'Harvard\ue000Medical', // private use
      'Evil \u202egnp.exe',
    ]) {
      expect(refused(name), JSON.stringify(name)).toBe(INVISIBLE);
    }
    expect(refused('Med \ud800 School')).toBe(
      'School name contains an invalid character; please remove it.',
    );
  });

  it('refuses what is not a name: entities, symbols, emoji, stray accents, no letters', () => {
    for (const name of [
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      'School #1',
      'Best School!!!',
      'Med School 🩺',
      'javascript:alert`1`',
      '"Quoted" School',
      'a\\b',
      'School = ok',
    ]) {
      expect(refused(name), name).toBe(M.charset);
    }
    expect(refused('School \u0301of Medicine')).toBe(M.marks);
    expect(refused('Zalgx\u0301\u0302\u0303\u0304\u0305')).toBe(M.marks); // five on one letter
    expect(refused('1234')).toBe(M.letters);
    expect(refused('- . -')).toBe(M.letters);
    expect(refused('x'.repeat(121))).toBe(M.tooLong);
  });

  it('refuses a name that mixes alphabets, as look-alikes do', () => {
    for (const name of ['Hаrvard Medical School', 'Stanfοrd', 'Υale School of Medicine']) {
      expect(refused(name), name).toBe(M.scripts);
    }
  });

  it('refuses the banned words as words, with their endings, accents or not', () => {
    for (const name of [
      'Hell Medical School',
      'Killer Academy',
      'Kills Institute',
      'Fucking Med',
      'FÜCK University',
      'Dicks College',
      'The Raped Institute',
      'Motherfucker U',
    ]) {
      expect(refused(name), name).toBe(M.banned);
    }
  });
});
