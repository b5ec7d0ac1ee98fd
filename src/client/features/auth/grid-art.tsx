/** A small decorative crossword (HEART down, BRAIN across); hidden from assistive technology. */
const CELLS = ['#.H..', '..E..', 'BRAIN', '..R..', '..T.#'];
const NUMBERS: Record<string, string> = { '0,2': '1', '2,0': '2' };

/** Like a crossword in play: the across word is highlighted, its cursor cell in the accent. */
function cellClass(cell: string, row: number, col: number): string {
  if (cell === '#') return 'grid-art__cell grid-art__cell--block';
  if (row === 2 && col === 2) return 'grid-art__cell grid-art__cell--active';
  if (row === 2) return 'grid-art__cell grid-art__cell--word';
  return 'grid-art__cell';
}

export function GridArt() {
  return (
    <div className="grid-art" aria-hidden="true">
      {CELLS.flatMap((row, r) =>
        [...row].map((cell, c) => (
          <span key={`${r},${c}`} className={cellClass(cell, r, c)}>
            {NUMBERS[`${r},${c}`] ? (
              <span className="grid-art__number">{NUMBERS[`${r},${c}`]}</span>
            ) : null}
            {cell === '#' || cell === '.' ? '' : cell}
          </span>
        )),
      )}
    </div>
  );
}
