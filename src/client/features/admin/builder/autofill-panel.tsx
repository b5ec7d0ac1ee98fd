import { Button, CheckboxField } from '../../../ui';
import { slotAt } from '../../../../shared/crossword/grid';
import type { SlotRef } from './autofill-protocol';
import type { Autofill, AutofillState } from './use-autofill';
import type { Builder } from './use-builder';

export const AUTOFILL_TEXTS = {
  title: 'Autofill',
  fill: 'Autofill grid',
  cancel: 'Cancel',
  suggest: (name: string) => `Suggest words for ${name}`,
  selectWord: 'Select a square to get words for its word.',
  slotFull: (name: string) =>
    `${name} is filled: erase some of its letters to see the words that fit.`,
  noCandidates: 'No word in the list fits here with its crossings.',
  loadingWords: 'Loading the word list…',
  intro:
    'Fills the empty squares from the word list (our medical answers first, then common English), keeping every letter you placed and never using a word twice. By default it meets the content standard: no obscure words and no answer inside another.',
  loose:
    'Looser fill: also allow obscure words and answers inside other answers (below the content standard; review the fill yourself)',
  looseDone: ' Loose fill: check it for obscure words and answers inside others.',
  tryLoose: " A 'Looser fill' may find one, below the content standard.",
} as const;

export const slotName = (s: SlotRef) => `${s.number} ${s.dir === 'across' ? 'Across' : 'Down'}`;

function message(
  s: AutofillState,
  where: (slot: SlotRef) => string,
  loose: boolean,
): string | null {
  switch (s.status) {
    case 'idle':
      return null;
    case 'loading':
      return AUTOFILL_TEXTS.loadingWords;
    case 'filling':
      return s.total ? `Filling… ${s.filled} of ${s.total} words placed` : 'Filling…';
    case 'done':
      return `Filled in ${(s.ms / 1000).toFixed(1)} s; average word score ${s.score.toFixed(0)} of 100.${loose ? AUTOFILL_TEXTS.looseDone : ''}`;
    case 'cancelled':
      return 'Autofill cancelled; the grid is as it was.';
    case 'error':
      return s.message;
    case 'failed': {
      const at = s.slot ? ` The stuck area is around ${where(s.slot)} (highlighted).` : '';
      // the content standard's words may not fill a grid that looser ones would: say so
      const looser = loose ? '' : AUTOFILL_TEXTS.tryLoose;
      return s.reason === 'stuck'
        ? `No fill exists for this grid.${at} Change its letters or black squares and try again.${looser}`
        : `No fill found in time.${at} Try again, or change the grid around it.${looser}`;
    }
  }
}

/** The autofill panel: fill the grid with progress and Cancel; ranked words for one word. */
export function AutofillPanel({ b, a }: { b: Builder; a: Autofill }) {
  const selectedSlot =
    b.selected && b.grid[b.selected[0]]?.[b.selected[1]] != null
      ? slotAt(b.layout, b.selected[0], b.selected[1], b.direction)
      : undefined;
  const full = selectedSlot?.cells.every(([r, c]) => !!b.grid[r]?.[c]) ?? false;
  const where = (ref: SlotRef) => {
    const slot = (ref.dir === 'across' ? b.layout.across : b.layout.down).find(
      (s) => s.number === ref.number,
    );
    return slot ? `${slotName(ref)} (row ${slot.row + 1}, column ${slot.col + 1})` : slotName(ref);
  };
  const text = message(a.state, where, a.quality === 'loose');
  const progress =
    a.state.status === 'filling' && a.state.total
      ? Math.round((100 * a.state.filled) / a.state.total)
      : null;
  const shown = a.candidates;
  return (
    <section className="bld-panel" aria-labelledby="bld-autofill">
      <h2 id="bld-autofill" className="bld-panel__title">
        {AUTOFILL_TEXTS.title}
      </h2>
      <p className="bld-panel__hint">{AUTOFILL_TEXTS.intro}</p>
      <CheckboxField
        label={AUTOFILL_TEXTS.loose}
        checked={a.quality === 'loose'}
        disabled={a.busy}
        onChange={(e) => a.setQuality(e.currentTarget.checked ? 'loose' : 'standard')}
      />
      <div className="bld-row">
        <Button size="sm" disabled={a.busy} onClick={() => a.fill(b.grid)}>
          {AUTOFILL_TEXTS.fill}
        </Button>
        {a.busy && (
          <Button size="sm" variant="secondary" onClick={a.cancel}>
            {AUTOFILL_TEXTS.cancel}
          </Button>
        )}
      </div>
      {a.busy && (
        <progress
          className="bld-progress"
          aria-label="Autofill progress"
          max={100}
          value={progress ?? undefined}
        />
      )}
      <p role="status" className="bld-panel__message">
        {text}
      </p>
      <div className="bld-row">
        <Button
          size="sm"
          variant="secondary"
          disabled={!selectedSlot || full || a.busy}
          onClick={() =>
            selectedSlot &&
            a.suggest(b.grid, { number: selectedSlot.number, dir: selectedSlot.dir })
          }
        >
          {selectedSlot
            ? AUTOFILL_TEXTS.suggest(slotName(selectedSlot))
            : AUTOFILL_TEXTS.suggest('the selected word')}
        </Button>
      </div>
      {!selectedSlot && <p className="bld-panel__hint">{AUTOFILL_TEXTS.selectWord}</p>}
      {selectedSlot && full && (
        <p className="bld-panel__hint">{AUTOFILL_TEXTS.slotFull(slotName(selectedSlot))}</p>
      )}
      {shown && (
        <div className="bld-candidates" aria-live="polite">
          <h3 className="bld-candidates__title">{slotName(shown.slot)}</h3>
          {shown.list === null ? (
            <p className="bld-panel__hint">{AUTOFILL_TEXTS.loadingWords}</p>
          ) : shown.list.length === 0 ? (
            <p className="bld-panel__hint">{AUTOFILL_TEXTS.noCandidates}</p>
          ) : (
            <ul className="bld-candidates__list" aria-label={`Words for ${slotName(shown.slot)}`}>
              {shown.list.map((c) => (
                <li key={c.word}>
                  <button
                    type="button"
                    className="bld-candidate"
                    onClick={() => {
                      const problem = b.placeInSlot(shown.slot, c.word);
                      if (!problem) a.clearSuggestions();
                    }}
                  >
                    <span>{c.word}</span>
                    <span className="bld-candidate__score" aria-label={`score ${c.score}`}>
                      {Math.round(c.score)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
