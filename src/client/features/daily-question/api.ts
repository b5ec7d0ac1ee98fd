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
