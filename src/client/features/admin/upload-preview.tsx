import { PreviewCard } from '../../ui';
import type { DailyQuestionContent } from '../../../shared/daily-question/schema';

/** The upload panel's preview of a checked daily question (a game's comes from its folder). */
export function QuestionPreview({ data }: { data: unknown }) {
  const q = data as DailyQuestionContent & { topic: string };
  return <QuestionCard q={q} />;
}

function QuestionCard({ q }: { q: DailyQuestionContent & { topic: string } }) {
  return (
    <PreviewCard title={`${q.topic} Week: Day ${q.day}`}>
      <p>{q.question}</p>
      <ol className="mg-preview__list" type="A">
        {(['A', 'B', 'C', 'D'] as const).map((letter) => (
          <li key={letter}>
            {letter === q.correct ? <strong>{q.options[letter]}</strong> : q.options[letter]}
          </li>
        ))}
      </ol>
    </PreviewCard>
  );
}
