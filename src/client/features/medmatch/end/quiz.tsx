import { useEffect, useId, useRef, useState } from 'react';
import type { FunFact } from '../../../../shared/fun-facts/facts';
import type { QuizVerdict } from '../../../../shared/medmatch/play';
import { Button, Dialog } from '../../../ui';
import { PLAY_TEXTS } from '../../../ui/play';
import { errorText } from '../../../lib/http';
import { MEDMATCH_TEXTS as T } from '../texts';

export interface QuizQuestion {
  round: number;
  question: string;
  options: string[];
}

type Answer = { option: string; verdict: QuizVerdict } | 'skipped';

/**
 * The mini-quiz (docs/product.md#medmatch-mini-quiz): question by question; an answer is checked by
 * the server and explained; Skip Question marks it skipped; Finish Quiz or the last Next opens the
 * results. Practice only: nothing is recorded.
 */
export function MiniQuiz({
  questions,
  check,
  funFact,
  onClose,
}: {
  questions: readonly QuizQuestion[];
  check: (question: number, option: string) => Promise<QuizVerdict>;
  funFact?: FunFact;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const q = questions[index];
  const answer = answers[index];
  const last = index >= questions.length - 1;
  const right = answers.filter((a) => a !== 'skipped' && a.verdict.correct).length;
  const questionId = useId();
  // focus follows the quiz: a question's first option, then (once answered) Next or Finish
  const options = useRef<HTMLUListElement>(null);
  const onward = useRef<HTMLButtonElement>(null);
  const answered = answer !== undefined;
  useEffect(() => {
    if (answered) onward.current?.focus();
    else options.current?.querySelector('button')?.focus();
  }, [index, answered]);

  const choose = (option: string) => {
    if (busy || answer) return;
    setBusy(true);
    setError(null);
    check(index, option)
      .then((verdict) => setAnswers((a) => Object.assign([...a], { [index]: { option, verdict } })))
      .catch((e: unknown) => setError(errorText(e, "We couldn't check that answer. Try again.")))
      .finally(() => setBusy(false));
  };
  const next = () => (last ? setDone(true) : setIndex(index + 1));
  const skip = () => {
    setAnswers((a) => Object.assign([...a], { [index]: 'skipped' }));
    next();
  };
  const retake = () => {
    setIndex(0);
    setAnswers([]);
    setDone(false);
  };

  if (!q) return null;
  return (
    <section className="mm-quiz" aria-labelledby="mm-quiz-title">
      <h2 id="mm-quiz-title" className="mm-quiz__count">
        {T.question(index + 1, questions.length)}
      </h2>
      <p className="mm-quiz__question" id={questionId}>
        {q.question}
      </p>
      <ul ref={options} className="mm-quiz__options" aria-labelledby={questionId}>
        {q.options.map((option) => {
          const picked = answer !== undefined && answer !== 'skipped' && answer.option === option;
          const isAnswer =
            answer !== undefined && answer !== 'skipped' && answer.verdict.answer === option;
          const state = isAnswer ? 'right' : picked ? 'wrong' : 'open';
          return (
            <li key={option}>
              <button
                type="button"
                className={`mm-option mm-option--${state}`}
                aria-pressed={picked}
                disabled={busy || answer !== undefined}
                onClick={() => choose(option)}
              >
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className="mm-quiz__feedback">
        {answer && answer !== 'skipped' ? (
          <>
            <p className="mm-quiz__verdict">
              {answer.verdict.correct ? T.correct : T.incorrect(answer.verdict.answer)}
            </p>
            <p>{answer.verdict.explanation}</p>
          </>
        ) : null}
        {error ? <p className="mm-quiz__error">{error}</p> : null}
      </div>
      <div className="mm-quiz__actions">
        {answer ? (
          <Button ref={onward} onClick={next}>
            {last ? T.finish : T.next}
          </Button>
        ) : (
          <Button variant="secondary" onClick={skip} disabled={busy}>
            {T.skip}
          </Button>
        )}
        {!last || !answer ? (
          <Button variant="ghost" onClick={() => setDone(true)}>
            {T.finish}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={done}
        onOpenChange={(open) => !open && onClose()}
        title={T.quizResultsTitle}
        width={460}
        footer={
          <>
            <Button variant="secondary" onClick={retake}>
              {T.retake}
            </Button>
            <Button onClick={onClose}>{T.backToGame}</Button>
          </>
        }
      >
        <p className="mm-quiz__score">{T.quizScore(right, questions.length)}</p>
        {funFact ? (
          <div className="mm-quiz__fact">
            <p className="mm-quiz__fact-label">Did you know?</p>
            <p>{funFact.text}</p>
            <p className="mm-quiz__fact-source">{PLAY_TEXTS.funFactSource(funFact.source)}</p>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
