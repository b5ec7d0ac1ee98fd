import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DailyQuestionState } from '../../../shared/daily-question/api';
import { dailyQuestionKey } from './api';
import { DailyQuestionGate } from './daily-question-gate';

type RenderGate = (start: () => void, nothingToAsk: () => void) => ReactNode;

/**
 * The daily question before a game's first start (a play screen's `renderBeforeStart`), or
 * undefined when the question the page already holds has nothing to ask: answered or skipped
 * today, or no question. Decided once, when the screen opens, from what is known then, so the
 * first render (the server's too: docs/decisions/023-server-rendering.md) is the game itself
 * rather than a gate that hands over after a render; a question answered on this screen keeps its
 * gate until the player continues.
 */
export function useDailyQuestionGate(date: string, continueLabel?: string): RenderGate | undefined {
  const client = useQueryClient();
  const [nothingToAsk] = useState(() => {
    const known = client.getQueryData<DailyQuestionState>(dailyQuestionKey(date));
    return known !== undefined && (!known.question || known.answer !== null);
  });
  if (nothingToAsk) return undefined;
  return (start, handOver) => (
    <DailyQuestionGate
      date={date}
      onDone={start}
      onNothingToAsk={handOver}
      {...(continueLabel ? { continueLabel } : {})}
    />
  );
}
