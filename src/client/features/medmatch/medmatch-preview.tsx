import { PreviewCard, PreviewFacts } from '../../ui';
import type { MedmatchPuzzle } from '../../../shared/medmatch/schema';

/** The upload panel's preview of a checked puzzle: a readable card of what players will meet. */
export function MedmatchPreview({ data }: { data: unknown }) {
  const puzzle = data as MedmatchPuzzle;
  return (
    <PreviewCard title={puzzle.topic}>
      <PreviewFacts
        items={[
          ['Difficulty', puzzle.difficulty_level],
          ['Rounds', puzzle.rounds.length],
          ['Quiz questions', puzzle.quiz_questions.length],
        ]}
      />
      <ol className="mg-preview__list">
        {puzzle.rounds.map((r, i) => (
          <li key={i}>
            {r.terms.map((t, j) => (
              <span key={t}>
                {j ? ', ' : ''}
                {t === r.impostor ? <strong>{t}</strong> : t}
              </span>
            ))}{' '}
            <span className="mg-preview__muted">— {r.category}</span>
          </li>
        ))}
      </ol>
    </PreviewCard>
  );
}
