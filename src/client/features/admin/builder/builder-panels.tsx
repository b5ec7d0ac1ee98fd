import { useState } from 'react';
import { Button, TextAreaField, TextField } from '../../../ui';
import { wordCap, type Direction } from '../../../../shared/builder/grid';
import { useNavigate } from '../../../lib/router';
import type { Builder } from './use-builder';
import { handToUpload } from './draft';
import { FilesPanel } from './builder-files';

export const BUILDER_TEXTS = {
  addTitle: 'Add Word & Clue',
  word: 'Word',
  clue: 'Clue',
  add: 'Add Word & Clue',
  importTitle: 'Mass Import Clues',
  importHint: 'One per line: word|clue|direction or number|word|clue|direction.',
  import: 'Import Clues',
  imported: (n: number) => `${n} clue${n === 1 ? '' : 's'} imported.`,
  placeTitle: 'Place Word at Coordinates',
  row: 'Row',
  col: 'Column',
  direction: 'Direction',
  place: 'Place Word',
  across: 'Across',
  down: 'Down',
  remove: 'Remove',
  checks: 'Grid checks',
  json: 'Generate JSON',
  copy: 'Copy to Clipboard',
  send: 'Send to upload',
  copied: 'Copied.',
  clearJson: 'Clear JSON',
  pasteTitle: 'Paste Grid From Text',
  pasteHint:
    "One line per row. Letters fill squares; _ . # are black; a run of spaces makes black squares (a line's first run one per space, later runs one fewer).",
  parse: 'Parse & Fill Grid',
  clear: 'Clear',
} as const;

/** Add Word & Clue, Place Word at Coordinates and Mass Import Clues. */
export function WordPanels({ b }: { b: Builder }) {
  const [word, setWord] = useState('');
  const [clue, setClue] = useState('');
  const [addMsg, setAddMsg] = useState<string | null>(null);
  const [place, setPlace] = useState({ word: '', row: '', col: '', dir: 'across' as Direction });
  const [placeMsg, setPlaceMsg] = useState<string | null>(null);
  const [mass, setMass] = useState('');
  const [massMsg, setMassMsg] = useState<string | null>(null);
  const cap = wordCap(b.grid);
  return (
    <>
      <section className="bld-panel" aria-labelledby="bld-add">
        <h2 id="bld-add" className="bld-panel__title">
          {BUILDER_TEXTS.addTitle}
        </h2>
        <TextField
          label={BUILDER_TEXTS.word}
          value={word}
          maxLength={cap}
          onChange={(e) => setWord(e.target.value)}
        />
        <TextField
          label={BUILDER_TEXTS.clue}
          value={clue}
          onChange={(e) => setClue(e.target.value)}
        />
        <Button
          size="sm"
          onClick={() => {
            const problem = b.addClue(word, clue);
            setAddMsg(problem);
            if (!problem) {
              setWord('');
              setClue('');
            }
          }}
        >
          {BUILDER_TEXTS.add}
        </Button>
        <p role="status" className="bld-panel__message">
          {addMsg}
        </p>
      </section>

      <section className="bld-panel" aria-labelledby="bld-place">
        <h2 id="bld-place" className="bld-panel__title">
          {BUILDER_TEXTS.placeTitle}
        </h2>
        <TextField
          label={BUILDER_TEXTS.word}
          value={place.word}
          maxLength={cap}
          onChange={(e) => setPlace({ ...place, word: e.target.value })}
        />
        <div className="bld-row">
          <TextField
            label={BUILDER_TEXTS.row}
            inputMode="numeric"
            value={place.row}
            onChange={(e) => setPlace({ ...place, row: e.target.value })}
          />
          <TextField
            label={BUILDER_TEXTS.col}
            inputMode="numeric"
            value={place.col}
            onChange={(e) => setPlace({ ...place, col: e.target.value })}
          />
          <label className="mg-field">
            <span className="mg-field__label">{BUILDER_TEXTS.direction}</span>
            <select
              className="bld-select"
              value={place.dir}
              onChange={(e) => setPlace({ ...place, dir: e.target.value as Direction })}
            >
              <option value="across">{BUILDER_TEXTS.across}</option>
              <option value="down">{BUILDER_TEXTS.down}</option>
            </select>
          </label>
        </div>
        <Button
          size="sm"
          onClick={() =>
            setPlaceMsg(
              b.place(place.word, Number(place.row || NaN), Number(place.col || NaN), place.dir),
            )
          }
        >
          {BUILDER_TEXTS.place}
        </Button>
        <p role="status" className="bld-panel__message">
          {placeMsg}
        </p>
      </section>

      <section className="bld-panel" aria-labelledby="bld-import">
        <h2 id="bld-import" className="bld-panel__title">
          {BUILDER_TEXTS.importTitle}
        </h2>
        <TextAreaField
          label={BUILDER_TEXTS.importTitle}
          hideLabel
          hint={BUILDER_TEXTS.importHint}
          rows={4}
          value={mass}
          onChange={(e) => setMass(e.target.value)}
        />
        <Button size="sm" onClick={() => setMassMsg(BUILDER_TEXTS.imported(b.importClues(mass)))}>
          {BUILDER_TEXTS.import}
        </Button>
        <p role="status" className="bld-panel__message">
          {massMsg}
        </p>
      </section>
    </>
  );
}

/** The across and down lists with their counts. */
export function ClueLists({ b }: { b: Builder }) {
  return (
    <div className="bld-lists">
      {(['across', 'down'] as const).map((dir) => {
        const list = b.clues
          .map((c, i) => ({ c, i }))
          .filter(({ c }) => c.direction === dir)
          .sort((x, y) => x.c.number - y.c.number);
        const heading = dir === 'across' ? BUILDER_TEXTS.across : BUILDER_TEXTS.down;
        return (
          <section key={dir} className="bld-panel" aria-label={`${heading} clues`}>
            <h2 className="bld-panel__title">
              {heading} ({list.length})
            </h2>
            <ol className="bld-list">
              {list.map(({ c, i }) => (
                <li key={i}>
                  <span>
                    <strong>{c.number}</strong> {c.answer} — {c.clue}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${BUILDER_TEXTS.remove} ${c.number} ${heading}`}
                    onClick={() => b.removeClue(i)}
                  >
                    {BUILDER_TEXTS.remove}
                  </Button>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** The live checks, then Generate JSON, the crossword files and Paste Grid From Text. */
export function OutputPanels({ b }: { b: Builder }) {
  const navigate = useNavigate();
  // the JSON shown follows the grid: an edit or an opened file shows at once
  const [shown, setShown] = useState(false);
  const json = shown ? JSON.stringify(b.output(), null, 2) : '';
  const [copied, setCopied] = useState(false);
  const [paste, setPaste] = useState('');
  return (
    <>
      <section className="bld-panel" aria-labelledby="bld-checks">
        <h2 id="bld-checks" className="bld-panel__title">
          {BUILDER_TEXTS.checks}
        </h2>
        <dl className="bld-checks">
          {b.checks.map((c) => (
            <div key={c.id} className={c.ok ? 'is-ok' : 'is-wrong'}>
              <dt>{c.label}</dt>
              <dd>{c.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bld-panel" aria-labelledby="bld-json">
        <h2 id="bld-json" className="bld-panel__title">
          {BUILDER_TEXTS.json}
        </h2>
        <div className="bld-row">
          <Button size="sm" onClick={() => setShown(true)}>
            {BUILDER_TEXTS.json}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!json}
            onClick={() =>
              void navigator.clipboard.writeText(json).then(
                () => {
                  setCopied(true);
                  b.markSaved();
                },
                () => setCopied(false),
              )
            }
          >
            {BUILDER_TEXTS.copy}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setShown(false);
              setCopied(false);
            }}
          >
            {BUILDER_TEXTS.clearJson}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              handToUpload(JSON.stringify(b.output(), null, 2));
              b.markSaved();
              navigate('/admin');
            }}
          >
            {BUILDER_TEXTS.send}
          </Button>
        </div>
        <p role="status" className="bld-panel__message">
          {copied ? BUILDER_TEXTS.copied : null}
        </p>
        {json ? (
          <TextAreaField
            label="Generated JSON"
            readOnly
            rows={10}
            value={json}
            className="bld-json"
          />
        ) : null}
      </section>

      <FilesPanel b={b} />

      <section className="bld-panel" aria-labelledby="bld-paste">
        <h2 id="bld-paste" className="bld-panel__title">
          {BUILDER_TEXTS.pasteTitle}
        </h2>
        <TextAreaField
          label={BUILDER_TEXTS.pasteTitle}
          hideLabel
          hint={BUILDER_TEXTS.pasteHint}
          rows={6}
          value={paste}
          className="bld-json"
          onChange={(e) => setPaste(e.target.value)}
        />
        <div className="bld-row">
          <Button size="sm" onClick={() => b.pasteGrid(paste)} disabled={!paste.trim()}>
            {BUILDER_TEXTS.parse}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPaste('')}>
            {BUILDER_TEXTS.clear}
          </Button>
        </div>
      </section>
    </>
  );
}
