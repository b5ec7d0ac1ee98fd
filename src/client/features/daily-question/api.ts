import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http';
import type { DailyQuestionState } from '../../../shared/daily-question/api';
import type { OptionLetter } from '../../../shared/daily-question/options';

export const dailyQuestionKey = (date: string) => ['daily-question', date] as const;

export const fetchDailyQuestion = (date: string) =>
  apiRequest<DailyQuestionState>('GET', `/api/daily-question/${date}`);

export const answerDailyQuestion = (date: string, selected: OptionLetter) =>
  apiRequest<DailyQuestionState>('POST', `/api/daily-question/${date}/answer`, { selected });

export const skipDailyQuestion = (date: string) =>
  apiRequest<DailyQuestionState>('POST', `/api/daily-question/${date}/skip`);

/**
 * The day's question as a query. Fresh for 30 s: the first view (app/router.tsx) fetches it just before the
 * gate mounts, which then uses that answer instead of asking again.
 */
export const dailyQuestionQuery = (date: string) =>
  queryOptions({
    queryKey: dailyQuestionKey(date),
    queryFn: () => fetchDailyQuestion(date),
    retry: 1,
    staleTime: 30_000,
  });

/** Loads the day's question into the cache before the page renders (the first view). */
export const prefetchDailyQuestion = (client: QueryClient, date: string) =>
  client.prefetchQuery(dailyQuestionQuery(date));
