/** The daily question's public surface, composed by src/client/app. */
export { DailyQuestionGate } from './daily-question-gate';
export type { DailyQuestionGateProps } from './daily-question-gate';
export { useDailyQuestionGate } from './use-daily-question-gate';
export { prefetchDailyQuestion } from './api';
export { DQ_TEXTS } from './texts';
