import type { EvaluatedGuess, LetterState } from '../../../shared/medword/rules';
import { MAX_GUESSES, WORD_LENGTH } from '../../../shared/medword/schema-constants';
import { MEDWORD_TEXTS as T, STATE_WORDS } from './texts';

export interface MedwordGridProps {
  guesses: readonly EvaluatedGuess[];
  /** The row being typed (shown under the guesses while playing). */
  typed: string;
  /** Letters hidden (paused or not started). */
  concealed: boolean;
  /** Restarts the shake of the typed row (a refused guess). */
  shakeSeq: number;
  /** The row answered in this visit turns over (and bounces when it won). */
  freshRow: number | null;
  won: boolean;
}

const describe = (g: EvaluatedGuess) =>
  [...g.word].map((l, i) => `${l} ${STATE_WORDS[g.states[i] ?? 'absent']}`).join(', ');

function Tile({ letter, state, index }: { letter: string; state?: LetterState; index: number }) {
  return (
    <span
      className={`mw-tile${state ? ` mw-tile--${state} mw-tile--reveal` : letter ? ' mw-tile--typed' : ''}`}
      style={{ '--mw-i': index } as React.CSSProperties}
    >
      {letter}
    </span>
  );
}

/**
 * The six rows: the guesses with their colours, the row being typed, then empty rows. Each row
 * is named for screen readers ('Row 2: S correct, E present, …'); the tiles are drawn only.
 */
export function MedwordGrid({
  guesses,
  typed,
  concealed,
  shakeSeq,
  freshRow,
  won,
}: MedwordGridProps) {
  const rows = Array.from({ length: MAX_GUESSES }, (_, r) => r);
  const current = guesses.length;
  return (
    <ol className={`mw-grid${concealed ? ' mw-grid--concealed' : ''}`} aria-label="Guesses">
      {rows.map((r) => {
        const guess = concealed ? undefined : guesses[r];
        const isTyped = !concealed && r === current;
        const letters = guess ? guess.word : isTyped ? typed.padEnd(WORD_LENGTH, ' ') : '';
        const label = guess
          ? T.row(r + 1, describe(guess))
          : isTyped && typed
            ? `Row ${r + 1}: typing ${[...typed].join(' ')}`
            : `Row ${r + 1}: empty`;
        const classes = [
          'mw-row',
          isTyped ? 'mw-row--current' : '',
          guess && r === freshRow ? 'mw-row--fresh' : '',
          won && guess && r === guesses.length - 1 ? 'mw-row--won' : '',
        ];
        return (
          <li
            key={isTyped ? `typed-${shakeSeq}` : r}
            className={classes.filter(Boolean).join(' ')}
            data-shake={isTyped && shakeSeq > 0 ? 'true' : undefined}
            aria-label={label}
          >
            <span className="mw-row__tiles" aria-hidden="true">
              {Array.from({ length: WORD_LENGTH }, (_, i) => (
                <Tile
                  key={i}
                  index={i}
                  letter={(letters[i] ?? '').trim()}
                  {...(guess ? { state: guess.states[i] ?? 'absent' } : {})}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
