import { useReducer, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import type { Me } from '../../../shared/accounts/schemas';
import { Button, Dialog, FeedbackMessage, RadioGroup } from '../../ui';
import type { RadioOption } from '../../ui';
import { accountApi, errorText } from './api';
import { useSchools } from './queries';
import {
  customSchoolProblem,
  isSchoolChoiceComplete,
  schoolChoiceFromMe,
  schoolChoiceReducer,
  toUpdateSchoolBody,
} from './school-choice';
import type { SchoolChoiceState } from './school-choice';
import { SchoolPicker } from './school-picker';

export const SCHOOL_MODAL_TITLE = 'What med school are you at?';

type ModalChoice = 'student' | 'none' | 'undisclosed';

const OPTIONS: readonly RadioOption<ModalChoice>[] = [
  { value: 'student', label: "I'm at a med school" },
  { value: 'none', label: "I'm not at one" },
  { value: 'undisclosed', label: 'Prefer not to say' },
];

function modalChoice(state: SchoolChoiceState): ModalChoice {
  if (state.status === 'school' || state.status === 'custom') return 'student';
  return state.status === 'none' ? 'none' : 'undisclosed';
}

export interface SchoolModalProps {
  user: Me;
  /** Called after Save (with the saved profile) or Skip / close (with the profile unchanged). */
  onDone: (user: Me) => void;
}

/**
 * The medical-school modal (docs/product.md#medical-school). Mount it to open it; it closes through
 * onDone.
 */
export function SchoolModal({ user, onDone }: SchoolModalProps) {
  const schools = useSchools();
  const [state, dispatch] = useReducer(schoolChoiceReducer, user, schoolChoiceFromMe);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choice = modalChoice(state);
  const canSave = !pending && (choice !== 'student' || isSchoolChoiceComplete(state));

  async function save() {
    // the server's rules for a name other players see, checked before asking it
    const problem = customSchoolProblem(state);
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { user: saved } = await accountApi.updateSchool(toUpdateSchoolBody(state));
      onDone(saved);
    } catch (err) {
      setError(ACCOUNT_MESSAGES.profileSave(errorText(err, ACCOUNT_MESSAGES.genericError)));
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onDone(user);
      }}
      title={SCHOOL_MODAL_TITLE}
      description="Optional. You can change it at any time."
      width={520}
      mobileSheet
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(user)} disabled={pending}>
            Skip
          </Button>
          <Button onClick={save} disabled={!canSave} loading={pending}>
            {pending ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <RadioGroup
        legend="Your medical school"
        hideLegend
        value={choice}
        options={OPTIONS}
        onChange={(next) => {
          if (next === 'student') {
            if (choice !== 'student') dispatch({ type: 'status', status: 'school' });
          } else {
            dispatch({ type: 'status', status: next });
          }
        }}
      >
        <SchoolPicker
          schools={schools.data ?? []}
          state={state}
          dispatch={dispatch}
          searchWithCustom
          loadState={schools.isPending ? 'loading' : schools.isError ? 'error' : 'ready'}
          onRetry={() => void schools.refetch()}
        />
      </RadioGroup>
      {choice === 'student' && !isSchoolChoiceComplete(state) ? (
        <p className="auth-form__note">Pick your school from the list, or type its name.</p>
      ) : null}
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
    </Dialog>
  );
}
