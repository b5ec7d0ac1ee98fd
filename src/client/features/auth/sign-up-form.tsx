import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import type { PublicSchool } from '../../../shared/accounts/schemas';
import { validateUsername } from '../../../shared/accounts/username';
import { Button, FeedbackMessage, PasswordField, RadioGroup, TextField } from '../../ui';
import type { RadioOption } from '../../ui';
import { accountApi, errorText } from './api';
import { PASSWORD_HINT } from './constants';
import { browserTimeZone } from './time-zone';
import { ResendConfirmationButton } from './resend-confirmation-button';
import {
  EMPTY_SCHOOL_CHOICE,
  isSchoolChoiceComplete,
  schoolChoiceReducer,
  toSchoolChoice,
} from './school-choice';
import type { SchoolStatus } from './school-choice';
import { SchoolPicker } from './school-picker';
import { firstSignUpError } from './sign-up-validation';
import { TermsAgreement } from './terms-agreement';

export const SCHOOL_STATUS_OPTIONS: readonly RadioOption<SchoolStatus>[] = [
  { value: 'school', label: "I'm at a listed med school" },
  { value: 'custom', label: "My school isn't listed" },
  { value: 'none', label: "I'm not at a med school" },
  { value: 'undisclosed', label: 'Prefer not to say' },
];

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The account was created and its confirmation mailed: 201 `{ ok: true }` (docs/api-accounts.md). */
function isCreated(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true;
}

export interface SignUpFormProps {
  schools: readonly PublicSchool[];
  schoolsState?: 'loading' | 'error' | 'ready';
  onRetrySchools?: () => void;
}

/** The account-creation form (docs/product.md#sign-up). */
export function SignUpForm({ schools, schoolsState = 'ready', onRetrySchools }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [username, setUsername] = useState('');
  const [school, dispatchSchool] = useReducer(schoolChoiceReducer, EMPTY_SCHOOL_CHOICE);
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const feedbackId = useId();
  const [termsRefusals, setTermsRefusals] = useState(0);
  // Refused for the agreement: the box takes focus, scrolled clear of the sticky button row that
  // the message has just made taller (the box is the last field, right above it).
  useEffect(() => {
    if (termsRefusals === 0) return;
    const box = termsBox.current;
    box?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'center' });
  }, [termsRefusals]);

  const chosenSchool =
    school.status === 'school' ? (schools.find((s) => s.id === school.selectedId) ?? null) : null;
  const canSubmit =
    !pending &&
    username.trim() !== '' &&
    isSchoolChoiceComplete(school) &&
    email.trim() !== '' &&
    password !== '' &&
    confirmPassword !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const fields = { email, password, confirmPassword, username };
    const customSchool = school.status === 'custom' ? school.customName : null;
    const problem = firstSignUpError(fields, chosenSchool, customSchool);
    if (problem) {
      setFeedback({ tone: 'error', text: problem });
      return;
    }
    // Required (the Terms set a minimum age of 18); the server refuses a sign-up without it too.
    if (!acceptTerms) {
      setTermsMissing(true);
      setFeedback({ tone: 'error', text: ACCOUNT_MESSAGES.termsRequired });
      setTermsRefusals((n) => n + 1);
      return;
    }
    setPending(true);
    setFeedback(null);
    setSignedUpEmail(null);
    const zone = browserTimeZone();
    try {
      const created = await accountApi.signUp({
        email: email.trim(),
        password,
        confirmPassword,
        username: validateUsername(username).username,
        school: toSchoolChoice(school),
        acceptTerms: true,
        // the account's 'today' follows this zone from the first day
        ...(zone ? { timeZone: zone } : {}),
      });
      // docs/product.md#sign-up: any outcome but a created, unconfirmed account is unexpected.
      if (!isCreated(created)) {
        setFeedback({ tone: 'error', text: ACCOUNT_MESSAGES.signupUnexpected });
        return;
      }
      setFeedback({ tone: 'success', text: ACCOUNT_MESSAGES.signupSuccess });
      setSignedUpEmail(email.trim());
      setPassword('');
      setConfirmPassword('');
    } catch (error) {
      // The server's readable message, or (no answer, or none in it) 'An error occurred'.
      setFeedback({ tone: 'error', text: errorText(error, ACCOUNT_MESSAGES.signupError) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form sign-up-form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        required
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        hint="3 to 20 letters, numbers or underscores. Other players see it."
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <RadioGroup
        legend="Medical school"
        value={school.status}
        options={SCHOOL_STATUS_OPTIONS}
        onChange={(status) => dispatchSchool({ type: 'status', status })}
      >
        <SchoolPicker
          schools={schools}
          state={school}
          dispatch={dispatchSchool}
          loadState={schoolsState}
          onRetry={onRetrySchools}
        />
      </RadioGroup>
      {chosenSchool && chosenSchool.emailDomains.length > 0 ? (
        <p className="auth-form__note">
          Use your school email address ({chosenSchool.emailDomains.map((d) => `@${d}`).join(', ')}
          ).
        </p>
      ) : null}
      <TermsAgreement
        ref={termsBox}
        checked={acceptTerms}
        onChange={(checked) => {
          setAcceptTerms(checked);
          setTermsMissing(false);
          if (checked && feedback?.text === ACCOUNT_MESSAGES.termsRequired) setFeedback(null);
        }}
        invalid={termsMissing}
        messageId={feedbackId}
      />
      <div className="auth-form__sticky-actions">
        {feedback ? (
          <FeedbackMessage
            id={feedbackId}
            tone={feedback.tone}
            action={signedUpEmail ? <ResendConfirmationButton identifier={signedUpEmail} /> : null}
          >
            {feedback.text}
          </FeedbackMessage>
        ) : null}
        <Button type="submit" fullWidth disabled={!canSubmit} loading={pending}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
