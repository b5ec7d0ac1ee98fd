import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME_MESSAGES } from '../../../shared/accounts/school-name';
import {
  customSchoolProblem,
  EMPTY_SCHOOL_CHOICE,
  isSchoolChoiceComplete,
  schoolChoiceFromMe,
  schoolChoiceReducer,
  toSchoolChoice,
  toUpdateSchoolBody,
} from './school-choice';
import type { SchoolChoiceState } from './school-choice';

const full: SchoolChoiceState = {
  status: 'school',
  query: 'Harvard',
  selectedId: 'harvard',
  customName: 'Somewhere',
};

describe('school choice radios (docs/product.md#medical-school)', () => {
  it('school clears the custom text only', () => {
    expect(
      schoolChoiceReducer({ ...full, status: 'custom' }, { type: 'status', status: 'school' }),
    ).toEqual({ status: 'school', query: 'Harvard', selectedId: 'harvard', customName: '' });
  });

  it('custom clears the selected school and the search', () => {
    expect(schoolChoiceReducer(full, { type: 'status', status: 'custom' })).toEqual({
      status: 'custom',
      query: '',
      selectedId: null,
      customName: 'Somewhere',
    });
  });

  it.each(['none', 'undisclosed'] as const)('%s clears all three', (status) => {
    expect(schoolChoiceReducer(full, { type: 'status', status })).toEqual({
      status,
      query: '',
      selectedId: null,
      customName: '',
    });
  });

  it('typing a custom name switches to custom', () => {
    const state = { ...EMPTY_SCHOOL_CHOICE, status: 'school' as const, query: 'Nowhere U' };
    expect(schoolChoiceReducer(state, { type: 'custom', text: 'Nowhere U' })).toEqual({
      status: 'custom',
      query: '',
      selectedId: null,
      customName: 'Nowhere U',
    });
  });

  it('editing the search drops a chosen school', () => {
    const picked = schoolChoiceReducer(EMPTY_SCHOOL_CHOICE, {
      type: 'select',
      school: { id: 'harvard', name: 'Harvard Medical School' },
    });
    expect(picked).toMatchObject({ status: 'school', selectedId: 'harvard' });
    expect(schoolChoiceReducer(picked, { type: 'query', query: 'Harvard Medical' })).toMatchObject({
      selectedId: null,
      query: 'Harvard Medical',
    });
  });
});

describe('completeness and request bodies', () => {
  it('is complete with a chosen school, a non-blank custom name, none or undisclosed', () => {
    expect(isSchoolChoiceComplete(EMPTY_SCHOOL_CHOICE)).toBe(false);
    expect(isSchoolChoiceComplete({ ...EMPTY_SCHOOL_CHOICE, status: 'school' })).toBe(false);
    expect(isSchoolChoiceComplete(full)).toBe(true);
    expect(
      isSchoolChoiceComplete({ ...EMPTY_SCHOOL_CHOICE, status: 'custom', customName: ' ' }),
    ).toBe(false);
    expect(
      isSchoolChoiceComplete({ ...EMPTY_SCHOOL_CHOICE, status: 'custom', customName: 'X' }),
    ).toBe(true);
    expect(isSchoolChoiceComplete({ ...EMPTY_SCHOOL_CHOICE, status: 'none' })).toBe(true);
    expect(isSchoolChoiceComplete({ ...EMPTY_SCHOOL_CHOICE, status: 'undisclosed' })).toBe(true);
  });

  it('sanitises a custom name to plain text', () => {
    const state = {
      ...EMPTY_SCHOOL_CHOICE,
      status: 'custom' as const,
      customName: ' <b>My</b> U ',
    };
    expect(toSchoolChoice(state)).toEqual({ status: 'custom', customName: 'My U' });
    expect(toUpdateSchoolBody(state)).toEqual({ schoolId: null, customName: 'My U' });
  });

  it("normalizes a custom name as the server stores it, and names the server's objection", () => {
    const custom = (customName: string) => ({
      ...EMPTY_SCHOOL_CHOICE,
      status: 'custom' as const,
      customName,
    });
    expect(toUpdateSchoolBody(custom('  Johns\u00a0Hopkins   U '))).toEqual({
      schoolId: null,
      customName: 'Johns Hopkins U',
    });
    expect(customSchoolProblem(custom('Johns Hopkins U'))).toBeNull();
    expect(customSchoolProblem(custom('Harvard\u200bMedical'))).toBe(
      'School name contains invisible control or text-direction characters; please remove them.',
    );
    expect(customSchoolProblem(custom('Med School 🩺'))).toBe(SCHOOL_NAME_MESSAGES.charset);
    // the modal's student with no listed school sends the typed name too
    expect(customSchoolProblem({ ...custom('Hell U'), status: 'school' })).toBe(
      SCHOOL_NAME_MESSAGES.banned,
    );
    expect(customSchoolProblem({ ...full, customName: 'Hell U' })).toBeNull();
    expect(customSchoolProblem({ ...EMPTY_SCHOOL_CHOICE, status: 'none' })).toBeNull();
  });

  it('saves an id for a listed school and nulls for none / undisclosed', () => {
    expect(toUpdateSchoolBody(full)).toEqual({ schoolId: 'harvard', customName: null });
    expect(toUpdateSchoolBody({ ...EMPTY_SCHOOL_CHOICE, status: 'none' })).toEqual({
      schoolId: null,
      customName: null,
    });
  });

  it('starts the modal from the profile: school, else custom name, else undisclosed', () => {
    const school = { id: 'harvard', name: 'Harvard Medical School', abbreviation: 'HMS' };
    expect(schoolChoiceFromMe({ school, customSchool: null })).toMatchObject({
      status: 'school',
      selectedId: 'harvard',
      query: 'Harvard Medical School',
    });
    expect(schoolChoiceFromMe({ school: null, customSchool: 'My U' })).toMatchObject({
      status: 'custom',
      customName: 'My U',
    });
    expect(schoolChoiceFromMe({ school: null, customSchool: null }).status).toBe('undisclosed');
  });
});
