import { PreviewCard, PreviewFacts } from '../../ui';
import type { MedlePuzzle } from '../../../shared/medle/schema';

/** The upload panel's preview of a checked puzzle: a readable card of what players will meet. */
export function MedlePreview({ data }: { data: unknown }) {
  const puzzle = data as MedlePuzzle;
  return (
    <PreviewCard title={puzzle.diagnosis}>
      <PreviewFacts
        items={[
          ['Category', puzzle.category.replace(/_/g, ' ')],
          ['Difficulty', puzzle.difficulty_level],
          ['Clues', puzzle.clues.length],
          ['Accepted answers', puzzle.accepted_answers.join(', ') || '–'],
        ]}
      />
      <ol className="mg-preview__list">
        {puzzle.clues.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ol>
    </PreviewCard>
  );
}
