import { useMemo, useState } from 'react';
import { Button, TextField } from '../../../ui';
import { sizeMessage, type BuilderType, type Symmetry } from '../../../../shared/builder/grid';
import { BuilderGrid } from './builder-grid';
import { MarkToggles } from './builder-marks';
import { AutofillPanel } from './autofill-panel';
import { useAutofill } from './use-autofill';
import { BUILDER_TEXTS, ClueLists, OutputPanels, WordPanels } from './builder-panels';
import { useBuilder } from './use-builder';
import './builder.css';

const TEXTS = {
  title: 'Crossword Puzzle Builder',
  type: 'Grid type',
  mini: 'Mini Crossword',
  medical: 'Medical Crossword',
  width: 'Width',
  height: 'Height',
  symmetry: 'Symmetry',
  clearGrid: 'Clear Grid',
  fillBlack: 'Fill Remaining as Black',
  unblack: 'Unblack Everything',
  clearClues: 'Clear Clues',
  typing: (dir: string) => `Typing: ${dir === 'across' ? 'Across' : 'Down'}`,
  puzzleTitle: 'Title',
  subtitle: 'Subtitle',
  date: 'Date',
  howTo: 'How to use the builder',
  legend:
    'Red outline: a square a grid check flags (see Grid checks), or the word autofill is stuck on.',
} as const;

const SYMMETRIES: [Symmetry, string][] = [
  ['rotational', 'Rotational'],
  ['mirror', 'Mirror'],
  ['none', 'None'],
];

/**
 * A width or height field: the messages of docs/product.md#puzzle-builder while typing; blur
 * reverts.
 */
function SizeField(props: {
  field: 'width' | 'height';
  value: number;
  onSize: (n: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(props.value);
  return (
    <TextField
      label={props.field === 'width' ? TEXTS.width : TEXTS.height}
      inputMode="numeric"
      value={shown}
      error={text === null ? null : sizeMessage(props.field, text)}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        if (next.trim() && !sizeMessage(props.field, next)) props.onSize(Number(next));
      }}
      onBlur={() => setText(null)}
    />
  );
}

/** /puzzle-builder (docs/product.md#puzzle-builder; issue 19). */
export function BuilderPage({ today }: { today: string }) {
  const b = useBuilder(today);
  const a = useAutofill((grid) => b.applyFill(grid));
  const stuck = a.state.status === 'failed' ? a.state.slot : null;
  const flagged = useMemo(() => {
    const cells = b.checks.flatMap((c) => c.cells.map(([r, col]) => `${r},${col}`));
    const slot =
      stuck &&
      (stuck.dir === 'across' ? b.layout.across : b.layout.down).find(
        (s) => s.number === stuck.number,
      );
    if (slot) cells.push(...slot.cells.map(([r, col]) => `${r},${col}`));
    return new Set(cells);
  }, [b.checks, b.layout, stuck]);
  return (
    <div className="admin bld">
      <header className="admin__header">
        <h1 className="admin__title">{TEXTS.title}</h1>
      </header>
      <div className="bld-controls">
        <label className="mg-field">
          <span className="mg-field__label">{TEXTS.type}</span>
          <select
            className="bld-select"
            value={b.type}
            onChange={(e) => b.setType(e.target.value as BuilderType)}
          >
            <option value="mini">{TEXTS.mini}</option>
            <option value="medical">{TEXTS.medical}</option>
          </select>
        </label>
        <SizeField field="width" value={b.width} onSize={(n) => b.resize(n, b.height)} />
        <SizeField field="height" value={b.height} onSize={(n) => b.resize(b.width, n)} />
        <label className="mg-field">
          <span className="mg-field__label">{TEXTS.symmetry}</span>
          <select
            className="bld-select"
            value={b.symmetry}
            onChange={(e) => b.setSymmetry(e.target.value as Symmetry)}
          >
            {SYMMETRIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bld-row bld-actions">
        <Button size="sm" variant="secondary" onClick={b.clearGrid}>
          {TEXTS.clearGrid}
        </Button>
        <Button size="sm" variant="secondary" onClick={b.fillBlack}>
          {TEXTS.fillBlack}
        </Button>
        <Button size="sm" variant="secondary" onClick={b.unblack}>
          {TEXTS.unblack}
        </Button>
        <Button size="sm" variant="secondary" onClick={b.clearClues}>
          {TEXTS.clearClues}
        </Button>
        <Button size="sm" aria-pressed={b.direction === 'down'} onClick={b.flipDirection}>
          {TEXTS.typing(b.direction)}
        </Button>
      </div>
      <div className="bld-layout">
        <div className="bld-main">
          <div className="bld-grid-wrap" aria-busy={a.busy}>
            <BuilderGrid
              grid={b.grid}
              layout={b.layout}
              selected={b.selected}
              direction={b.direction}
              flagged={flagged}
              marks={b.marks}
              onSelect={b.select}
              onToggle={b.toggle}
              onType={b.type_}
              onErase={b.erase}
              onMove={b.move}
              onDirection={b.flipDirection}
            />
          </div>
          <p className="bld-legend" id="bld-legend">
            <span className="bld-legend__swatch" aria-hidden="true" />
            {TEXTS.legend}
          </p>
          <MarkToggles b={b} />
          <div className="bld-row">
            <TextField
              label={TEXTS.puzzleTitle}
              value={b.meta.title}
              onChange={(e) => b.setMeta({ title: e.target.value })}
            />
            <TextField
              label={TEXTS.subtitle}
              value={b.meta.subtitle}
              onChange={(e) => b.setMeta({ subtitle: e.target.value })}
            />
            <TextField
              label={TEXTS.date}
              type="date"
              value={b.meta.date}
              onChange={(e) => b.setMeta({ date: e.target.value })}
            />
          </div>
          <ClueLists b={b} />
        </div>
        <aside className="bld-side" aria-label="Builder tools">
          <AutofillPanel b={b} a={a} />
          <WordPanels b={b} />
          <OutputPanels b={b} />
        </aside>
      </div>
      <section className="bld-panel bld-howto" aria-labelledby="bld-howto">
        <h2 id="bld-howto" className="bld-panel__title">
          {TEXTS.howTo}
        </h2>
        <ul>
          <li>
            Click a square to select it; type letters to fill squares in the typing direction (Space
            switches it). Arrows move, Backspace erases.
          </li>
          <li>
            Double-click a square, or press . or #, to make it black or white again; its symmetric
            partner follows.
          </li>
          <li>
            {BUILDER_TEXTS.addTitle}: select the first square of a word, enter the word and its
            clue; the number comes from the square.
          </li>
          <li>{BUILDER_TEXTS.placeTitle}: rows and columns count from 1.</li>
          <li>
            {BUILDER_TEXTS.json} gives the JSON the admin upload takes; an empty white square is
            written as a single space.
          </li>
          <li>
            The grid checks follow the crossword standard: every square in an across and a down
            word, no word under 3 letters, one connected area, no repeated answer.
          </li>
        </ul>
      </section>
    </div>
  );
}
