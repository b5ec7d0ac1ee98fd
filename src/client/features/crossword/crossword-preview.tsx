import { PreviewCard } from '../../ui';
import { blocksOf, layoutOf } from '../../../shared/crossword/grid';
import type { Crossword } from '../../../shared/crossword/schema';

/** The upload panel's preview of a checked crossword: its grid with numbers, both clue lists. */
export function CrosswordPreview({ data }: { data: unknown }) {
  const puzzle = data as Crossword;
  return <CrosswordPreviewCard puzzle={puzzle} />;
}

function CrosswordPreviewCard({ puzzle }: { puzzle: Crossword }) {
  const layout = layoutOf(blocksOf(puzzle.answerGrid));
  const keys = (cells: Crossword['circled']) => new Set(cells?.map(([r, c]) => `${r},${c}`));
  const circled = keys(puzzle.circled);
  const shaded = keys(puzzle.shaded);
  return (
    <PreviewCard title={puzzle.title}>
      {puzzle.subtitle ? <p className="mg-preview__muted">{puzzle.subtitle}</p> : null}
      {circled.size + shaded.size > 0 ? (
        <p className="mg-preview__muted">
          {(
            [
              [circled.size, 'circled'],
              [shaded.size, 'shaded'],
            ] as const
          )
            .filter(([n]) => n > 0)
            .map(([n, what]) => `${n} ${what} ${n === 1 ? 'square' : 'squares'}`)
            .join(', ')}
        </p>
      ) : null}
      <div className="admin-preview__crossword">
        <div className="admin-preview__grid">
          <table className="admin-grid" aria-label={`${layout.rows} by ${layout.cols} grid`}>
            <tbody>
              {puzzle.answerGrid.map((row, r) => (
                <tr key={r}>
                  {row.map((letter, c) => {
                    const number = layout.numbers[r]?.[c];
                    return letter === '' ? (
                      <td key={c} className="admin-grid__block" aria-label="black square" />
                    ) : (
                      <td
                        key={c}
                        className={shaded.has(`${r},${c}`) ? 'admin-grid__shaded' : undefined}
                      >
                        {number ? <span className="admin-grid__number">{number}</span> : null}
                        {circled.has(`${r},${c}`) ? (
                          <span className="admin-grid__circle" aria-hidden="true" />
                        ) : null}
                        <span className="admin-grid__letter">{letter}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="admin-preview__clues">
          {(
            [
              ['Across', puzzle.acrossClues],
              ['Down', puzzle.downClues],
            ] as const
          ).map(([heading, clues]) => (
            <div key={heading}>
              <h4>{heading}</h4>
              <ol>
                {clues.map((c) => (
                  <li key={c.number}>
                    <strong>{c.number}</strong> {c.clue}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </PreviewCard>
  );
}
