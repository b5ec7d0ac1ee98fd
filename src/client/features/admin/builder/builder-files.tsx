import { useState } from 'react';
import { Button, ConfirmDialog } from '../../../ui';
import { builderFile, type CrosswordFormat } from '../../../../shared/builder/export';
import type { ImportedCrossword } from '../../../../shared/builder/puz';
import { downloadFile, readCrosswordFile } from './crossword-file';
import type { Builder } from './use-builder';

export const FILE_TEXTS = {
  title: 'Crossword files',
  open: 'Open a .puz or .ipuz file',
  opened: (title: string) => `Opened '${title}'.`,
  kept: 'Your grid is kept; the file was not opened.',
  download: (format: CrosswordFormat) => `Download .${format}`,
  downloaded: (name: string) => `Downloaded ${name}.`,
  downloadHint:
    'A .puz file opens in Across Lite and the solvers that read it; an .ipuz file in ipuz tools. Both hold the grid, the clues and the circles; .ipuz keeps shading too.',
  askTitle: 'Replace the grid?',
  ask: (title: string) =>
    `The builder holds work you have not exported, copied or sent to upload. Opening ${title ? `'${title}'` : 'this file'} replaces the grid, its clues, title and marks.`,
  confirm: 'Open the file',
  cancel: 'Keep my grid',
} as const;

/**
 * Open a .puz or .ipuz file (asking first when it would replace unsaved work) and download the
 * builder's grid as either (docs/product.md#puzzle-builder; issue 29), written in the browser by
 * the shared writers.
 */
export function FilesPanel({ b }: { b: Builder }) {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<ImportedCrossword | null>(null);
  const open = (c: ImportedCrossword) => {
    b.load(c);
    setPending(null);
    setMessage(FILE_TEXTS.opened(c.title));
  };
  const download = (format: CrosswordFormat) => {
    const made = builderFile(b.output(), format);
    if (!made.ok) return setMessage(made.message);
    downloadFile(made.file);
    b.markSaved();
    setMessage(FILE_TEXTS.downloaded(made.file.name));
  };
  return (
    <section className="bld-panel" aria-labelledby="bld-file">
      <h2 id="bld-file" className="bld-panel__title">
        {FILE_TEXTS.title}
      </h2>
      <label className="mg-field">
        <span className="mg-field__label">{FILE_TEXTS.open}</span>
        <input
          type="file"
          className="bld-file"
          accept=".puz,.ipuz"
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            void readCrosswordFile(file).then((r) => {
              // the same file may be chosen again after a refusal or a 'Keep my grid'
              input.value = '';
              if (!r.ok) return setMessage(r.message);
              if (b.unsaved) return setPending(r.crossword);
              open(r.crossword);
            });
          }}
        />
      </label>
      <p className="bld-panel__hint" id="bld-download-hint">
        {FILE_TEXTS.downloadHint}
      </p>
      <div className="bld-row">
        {(['puz', 'ipuz'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="secondary"
            aria-describedby="bld-download-hint"
            onClick={() => download(format)}
          >
            {FILE_TEXTS.download(format)}
          </Button>
        ))}
      </div>
      <p role="status" className="bld-panel__message">
        {message}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={FILE_TEXTS.askTitle}
        description={FILE_TEXTS.ask(pending?.title ?? '')}
        confirmLabel={FILE_TEXTS.confirm}
        cancelLabel={FILE_TEXTS.cancel}
        onConfirm={() => pending && open(pending)}
        onCancel={() => {
          setPending(null);
          setMessage(FILE_TEXTS.kept);
        }}
      />
    </section>
  );
}
