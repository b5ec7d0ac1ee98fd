import { Button } from '../../ui';
import { MEDWORD_TEXTS as T } from './texts';

/**
 * The hints opened so far, and the button for the next (one at a time, on request). While the
 * play is paused they are blurred and out of reach, like the grid: reading time is play time.
 */
export function MedwordHints({
  hints,
  count,
  disabled,
  concealed,
  finished,
  onHint,
}: {
  hints: readonly string[];
  count: number;
  disabled: boolean;
  concealed: boolean;
  /** After the end there is nothing left to ask for: only the opened hints stay. */
  finished: boolean;
  onHint: () => void;
}) {
  if (count === 0 || (finished && hints.length === 0)) return null;
  return (
    <section className={`mw-hints${concealed ? ' mw-hints--concealed' : ''}`} aria-label="Hints">
      {hints.length > 0 ? (
        <ol className="mw-hints__list" inert={concealed} aria-hidden={concealed || undefined}>
          {hints.map((hint, i) => (
            <li key={i}>
              <span className="mw-hints__label">{T.hint(i + 1, count)}</span> {hint}
            </li>
          ))}
        </ol>
      ) : null}
      {finished ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={onHint}
          disabled={disabled || hints.length >= count}
        >
          {hints.length >= count ? T.noMoreHints : T.showHint}
        </Button>
      )}
    </section>
  );
}
