import { useEffect, useRef, useState } from 'react';
import type { DailyQuestionReveal, PublicDailyQuestion } from '../../../shared/daily-question/api';
import { OPTION_LETTERS, type OptionLetter } from '../../../shared/daily-question/options';
import { streakLabel } from '../../../shared/daily-question/streak';
import { Button, ConfirmDialog, Dialog, FeedbackMessage } from '../../ui';
import { errorText } from '../../lib/http';
import { DQ_TEXTS } from './texts';
import './daily-question.css';

/** Decorative: the text says the streak. No emoji, which not every system can draw. */
function FlameIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2c.6 3.2-1.1 5-2.7 6.8C7.8 10.5 6 12.4 6 15.2 6 19 8.7 22 12 22s6-2.8 6-6.6c0-2.6-1.3-4.4-2.4-5.6-.3 1.5-1 2.6-2.1 3.1.5-3.6-.3-7.9-1.5-10.9Z"
      />
    </svg>
  );
}

export interface DailyQuestionModalProps {
  question: PublicDailyQuestion;
  streak: number;
  /** The reveal once answered or skipped: switches to the explanation view. */
  answer: DailyQuestionReveal | null;
  onAnswer: (selected: OptionLetter) => Promise<unknown>;
  onSkip: () => Promise<unknown>;
  onContinue: () => void;
  /**
   * The continue button's text: 'Continue to Crossword'
   * (docs/product.md#the-daily-question-and-streak) unless the game says.
   */
  continueLabel?: string;
}

/**
 * The daily question before today's game (docs/product.md#the-daily-question-and-streak): choose,
 * or skip after a confirmation, then the explanation. It cannot be dismissed without an answer or a
 * skip; a failed save keeps it open with a message.
 */
export function DailyQuestionModal(props: DailyQuestionModalProps) {
  const { question, streak, answer } = props;
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title={question.title}
      showClose={false}
      dismissOnOutsideClick={false}
      width={560}
      mobileSheet
    >
      <p className="dq-streak">
        <FlameIcon /> {streakLabel(streak)}
      </p>
      {answer ? (
        <Explanation
          question={question}
          answer={answer}
          onContinue={props.onContinue}
          continueLabel={props.continueLabel ?? DQ_TEXTS.continue}
        />
      ) : (
        <Choosing {...props} />
      )}
    </Dialog>
  );
}

function Choosing({ question, streak, onAnswer, onSkip }: DailyQuestionModalProps) {
  const [selected, setSelected] = useState<OptionLetter | null>(null);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (action: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, DQ_TEXTS.saveFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="dq-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) void save(() => onAnswer(selected));
      }}
    >
      <p className="dq-question">{question.question}</p>
      <fieldset className="dq-options" disabled={pending}>
        <legend className="visually-hidden">{DQ_TEXTS.optionsLegend}</legend>
        {OPTION_LETTERS.map((letter) => (
          <label key={letter} className="dq-option" data-selected={selected === letter}>
            <input
              type="radio"
              name="dq-option"
              value={letter}
              checked={selected === letter}
              onChange={() => setSelected(letter)}
            />
            <span className="dq-option__letter" aria-hidden="true">
              {letter}
            </span>
            <span className="dq-option__text">
              <span className="visually-hidden">{letter}. </span>
              {question.options[letter]}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
      <div className="dq-actions">
        <Button
          type="button"
          variant="ghost"
          disabled={pending}
          onClick={() => setConfirmSkip(true)}
        >
          {DQ_TEXTS.skip}
        </Button>
        <Button type="submit" disabled={!selected || pending}>
          {pending ? DQ_TEXTS.submitting : DQ_TEXTS.submit}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmSkip}
        title={DQ_TEXTS.skipTitle}
        description={streak > 0 ? DQ_TEXTS.skipText : DQ_TEXTS.skipTextNoStreak}
        confirmLabel={DQ_TEXTS.skipConfirm}
        cancelLabel={DQ_TEXTS.skipCancel}
        danger={false}
        onCancel={() => setConfirmSkip(false)}
        onConfirm={() => {
          setConfirmSkip(false);
          void save(onSkip);
        }}
      />
    </form>
  );
}

function Explanation({
  question,
  answer,
  onContinue,
  continueLabel,
}: Pick<DailyQuestionModalProps, 'question' | 'onContinue'> & {
  answer: DailyQuestionReveal;
  continueLabel: string;
}) {
  const [showOthers, setShowOthers] = useState(false);
  // The answer's form (and the button just pressed) is gone: focus goes to the verdict, so the
  // explanation is read from its start and Tab leads on to its controls (not the page behind).
  const verdictRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => verdictRef.current?.focus(), []);
  const verdict = answer.skipped
    ? DQ_TEXTS.skipped
    : answer.correct
      ? DQ_TEXTS.correct
      : DQ_TEXTS.incorrect;
  const others = OPTION_LETTERS.filter((l) => l !== answer.correctAnswer);
  const tone = answer.correct ? 'correct' : 'incorrect';
  return (
    <div className="dq-explanation">
      <p ref={verdictRef} className={`dq-verdict dq-verdict--${tone}`} tabIndex={-1}>
        <span aria-hidden="true">{answer.correct ? '✓' : '✗'}</span> {verdict}
      </p>
      <p className="dq-question dq-question--small">{question.question}</p>
      {answer.selected && !answer.correct ? (
        <p className="dq-your-answer">
          {DQ_TEXTS.yourAnswer}: {answer.selected}. {question.options[answer.selected]}
        </p>
      ) : null}
      <section className="dq-correct" aria-label={DQ_TEXTS.correctAnswer}>
        <h3 className="dq-correct__title">
          {DQ_TEXTS.correctAnswer}: {answer.correctAnswer}. {question.options[answer.correctAnswer]}
        </h3>
        <p>{answer.explanation}</p>
        {answer.source ? <p className="dq-source">{DQ_TEXTS.source(answer.source)}</p> : null}
      </section>
      <Button
        variant="ghost"
        aria-expanded={showOthers}
        aria-controls="dq-others"
        onClick={() => setShowOthers((v) => !v)}
      >
        {showOthers ? DQ_TEXTS.hideOthers : DQ_TEXTS.showOthers}
      </Button>
      {showOthers ? (
        <ul className="dq-others" id="dq-others">
          {others.map((letter) => (
            <li key={letter}>
              <strong>
                {letter}. {question.options[letter]}
              </strong>
              <p>{answer.optionExplanations[letter]?.trim() || DQ_TEXTS.otherFallback}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="dq-actions">
        <Button onClick={onContinue}>{continueLabel}</Button>
      </div>
    </div>
  );
}
