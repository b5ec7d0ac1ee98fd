import { PreviewCard, PreviewFacts } from '../../ui';
import type { MedwordPuzzle } from '../../../shared/medword/schema';

/** The upload panel's preview of a checked puzzle: a readable card of what players will meet. */
export function MedwordPreview({ data }: { data: unknown }) {
  const puzzle = data as MedwordPuzzle;
  const hints = puzzle.hints;
  return (
    <PreviewCard title={puzzle.target_word}>
      <PreviewFacts
        items={[
          ['Category', puzzle.word_category],
          ['Difficulty', puzzle.difficulty_level],
          ['Hints', hints.length],
        ]}
      />
      <ol className="mg-preview__list">
        {hints.map((h, i) => (
          <li key={i}>{h}</li>
        ))}
      </ol>
      <p>{puzzle.explanation}</p>
    </PreviewCard>
  );
}
