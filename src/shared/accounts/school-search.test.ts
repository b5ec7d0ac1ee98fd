import { describe, expect, it } from 'vitest';
import { searchSchools } from './school-search.js';

const schools = [
  {
    id: 'a',
    name: 'Alpha School of Medicine',
    abbreviation: 'ASM',
    aliases: ['Alpha Med'],
    emailDomains: [],
  },
  {
    id: 'b',
    name: 'Beta College of Osteopathic Medicine',
    abbreviation: 'BCOM',
    aliases: [],
    emailDomains: [],
  },
];

describe('searchSchools', () => {
  it('finds by case-insensitive substring of name, abbreviation or alias', () => {
    expect(searchSchools(schools, 'osteo').map((s) => s.id)).toEqual(['b']);
    expect(searchSchools(schools, 'asm').map((s) => s.id)).toEqual(['a']);
    expect(searchSchools(schools, 'ALPHA MED').map((s) => s.id)).toEqual(['a']);
    expect(searchSchools(schools, 'medicine').map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('lists all for a blank query and none for no match', () => {
    expect(searchSchools(schools, '  ')).toHaveLength(2);
    expect(searchSchools(schools, 'zeta')).toEqual([]);
  });
});
