import { useLayoutEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyQuestionState } from '../../../shared/daily-question/api';
import type { OptionLetter } from '../../../shared/daily-question/options';
import {
  answerDailyQuestion,
  dailyQuestionKey,
  dailyQuestionQuery,
  skipDailyQuestion,
} from './api';
import { DailyQuestionModal } from './daily-question-modal';

export interface DailyQuestionGateProps {
  /** The player's today: `today` (the server names the day) or a date. */
  date: string;
  /** The player answered or skipped and continues: 'Continue to Crossword' starts the play. */
  onDone: () => void;
  /** Nothing to ask (answered earlier, no question, or it could not load). */
  onNothingToAsk: () => void;
  /** The continue button's text for a game other than the Mini ('Continue to MedWord'). */
  continueLabel?: string;
}

/**
 * Shows today's question when there is one not yet answered
 * (docs/product.md#the-daily-question-and-streak: signed in, today's puzzle, not answered today),
 * then hands over to the game. If the question cannot be loaded the game goes on anyway: the
 * question never blocks play (its errors are only logged).
 */
export function DailyQuestionGate({
  date,
  onDone,
  onNothingToAsk,
  continueLabel,
}: DailyQuestionGateProps) {
  const client = useQueryClient();
  const key = dailyQuestionKey(date);
  const query = useQuery(dailyQuestionQuery(date));
  const settle = (state: DailyQuestionState) => client.setQueryData(key, state);
  // answers go to the day the server named for the question
  const day = query.data?.date ?? date;
  const answer = useMutation({
    mutationFn: (selected: OptionLetter) => answerDailyQuestion(day, selected),
    onSuccess: settle,
  });
  const skip = useMutation({ mutationFn: () => skipDailyQuestion(day), onSuccess: settle });

  const data = query.data;
  // answered on an earlier visit (its explanation was seen then) or nothing to ask
  const nothingToAsk =
    query.isError ||
    (data !== undefined &&
      (!data.question || (data.answer !== null && !answer.isSuccess && !skip.isSuccess)));
  const handedOver = useRef(false);
  // before the first paint, so that a day with nothing to ask opens on the game itself
  useLayoutEffect(() => {
    if (!nothingToAsk || handedOver.current) return;
    handedOver.current = true;
    if (query.isError) console.warn('Daily question could not be loaded', query.error);
    onNothingToAsk();
  }, [nothingToAsk, onNothingToAsk, query.isError, query.error]);

  if (!data?.question || nothingToAsk) return null;
  return (
    <DailyQuestionModal
      question={data.question}
      streak={data.streak.current}
      answer={data.answer}
      onAnswer={(selected) => answer.mutateAsync(selected)}
      onSkip={() => skip.mutateAsync()}
      onContinue={onDone}
      {...(continueLabel ? { continueLabel } : {})}
    />
  );
}
