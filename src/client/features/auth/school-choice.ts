import { validateSchoolName } from '../../../shared/accounts/school-name';
import type { Me, SchoolChoice, UpdateSchoolBody } from '../../../shared/accounts/schemas';

/**
 * The sign-up radios (docs/product.md#medical-school): a listed school, a custom name, none, or
 * undisclosed.
 */
export type SchoolStatus = SchoolChoice['status'];

/**
 * Everything the school question holds, shared by the sign-up form and the medical-school modal
 * (the modal's "student" is status school or custom here).
 */
export interface SchoolChoiceState {
  status: SchoolStatus | null;
  /** Text in the search box. */
  query: string;
  selectedId: string | null;
  customName: string;
}

export type SchoolChoiceAction =
  | { type: 'status'; status: SchoolStatus }
  | { type: 'query'; query: string }
  | { type: 'select'; school: { id: string; name: string } }
  | { type: 'custom'; text: string };

export const EMPTY_SCHOOL_CHOICE: SchoolChoiceState = {
  status: null,
  query: '',
  selectedId: null,
  customName: '',
};

/**
 * docs/product.md#medical-school: choosing school clears the custom text; custom clears the
 * selected school and the search; none or undisclosed clear all three. Typing a custom name
 * switches to custom; typing in the search looks for a listed school again.
 */
export function schoolChoiceReducer(
  state: SchoolChoiceState,
  action: SchoolChoiceAction,
): SchoolChoiceState {
  switch (action.type) {
    case 'status':
      if (action.status === 'school') return { ...state, status: 'school', customName: '' };
      if (action.status === 'custom') {
        return { ...state, status: 'custom', selectedId: null, query: '' };
      }
      return { status: action.status, query: '', selectedId: null, customName: '' };
    case 'query': {
      const keepSelection = state.selectedId !== null && state.query === action.query;
      return {
        ...state,
        status: 'school',
        customName: '',
        query: action.query,
        selectedId: keepSelection ? state.selectedId : null,
      };
    }
    case 'select':
      return {
        ...state,
        status: 'school',
        selectedId: action.school.id,
        query: action.school.name,
        customName: '',
      };
    case 'custom':
      return { status: 'custom', customName: action.text, selectedId: null, query: '' };
  }
}

/**
 * A custom name as it will be saved (src/shared/accounts/school-name.ts: spaces, markup and
 * compatibility forms normalized), or, when the rules refuse it, as typed (trimmed): the form
 * shows customSchoolProblem's message first, and the server refuses it with the same one.
 */
function customNameToSend(text: string): string {
  const result = validateSchoolName(text);
  return result.ok ? result.name : text.trim();
}

/**
 * Why the typed custom name cannot be saved (the server's rule and message), or null. Only a
 * custom name is checked: a listed school or no school has none.
 */
export function customSchoolProblem(state: SchoolChoiceState): string | null {
  if (state.status === 'school' && state.selectedId !== null) return null;
  if (state.status !== 'school' && state.status !== 'custom') return null;
  const result = validateSchoolName(state.customName);
  return result.ok ? null : result.message;
}

/**
 * Submit rule of docs/product.md#sign-up: a school chosen, or custom text not blank, or
 * none/undisclosed.
 */
export function isSchoolChoiceComplete(state: SchoolChoiceState): boolean {
  switch (state.status) {
    case 'school':
      return state.selectedId !== null;
    case 'custom':
      return state.customName.trim() !== '';
    case 'none':
    case 'undisclosed':
      return true;
    default:
      return false;
  }
}

/** The sign-up body's school part (only call when complete). */
export function toSchoolChoice(state: SchoolChoiceState): SchoolChoice {
  switch (state.status) {
    case 'school':
      return { status: 'school', schoolId: state.selectedId ?? '' };
    case 'custom':
      return { status: 'custom', customName: customNameToSend(state.customName) };
    case 'none':
      return { status: 'none' };
    default:
      return { status: 'undisclosed' };
  }
}

/**
 * The medical-school modal's save (docs/product.md#medical-school): student with a chosen school
 * saves its id; student without one saves the custom name as plain text; otherwise both are null.
 */
export function toUpdateSchoolBody(state: SchoolChoiceState): UpdateSchoolBody {
  if (state.status === 'school' && state.selectedId !== null) {
    return { schoolId: state.selectedId, customName: null };
  }
  if (state.status === 'school' || state.status === 'custom') {
    const name = customNameToSend(state.customName);
    return { schoolId: null, customName: name === '' ? null : name };
  }
  return { schoolId: null, customName: null };
}

/** The modal's first state from the profile: a school, else a custom name, else undisclosed. */
export function schoolChoiceFromMe(me: Pick<Me, 'school' | 'customSchool'>): SchoolChoiceState {
  if (me.school) {
    return { status: 'school', selectedId: me.school.id, query: me.school.name, customName: '' };
  }
  if (me.customSchool) {
    return { status: 'custom', selectedId: null, query: '', customName: me.customSchool };
  }
  return { ...EMPTY_SCHOOL_CHOICE, status: 'undisclosed' };
}
