import { Button } from '../../ui';
import { MEDWORD_TEXTS as T } from './texts';

/** The hints opened so far, and the button for the next (one at a time, on request). */
export function MedwordHints({
  hints,
  count,
  disabled,
  onHint,
}: {
  hints: readonly string[];
  count: number;
  disabled: boolean;
  onHint: () => void;
}) {
  if (count === 0) return null;
  return (
    <section className="mw-hints" aria-label="Hints">
      {hints.length > 0 ? (
        <ol className="mw-hints__list">
          {hints.map((hint, i) => (
            <li key={i}>
              <span className="mw-hints__label">{T.hint(i + 1, count)}</span> {hint}
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={onHint}
        disabled={disabled || hints.length >= count}
      >
        {hints.length >= count ? T.noMoreHints : T.showHint}
      </Button>
    </section>
  );
}
