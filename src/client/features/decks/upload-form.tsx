import { useId, useState, type FormEvent } from 'react';
import { Button, FeedbackMessage, RadioGroup, Tabs, TextAreaField, TextField } from '../../ui';
import { errorText } from '../../lib/http';
import {
  defaultDirection,
  DECK_NAME_MAX,
  type DeckDetail,
  type DeckDirection,
  type DeckFormat,
} from '../../../shared/decks/schemas';
import { uploadDeck } from './api';
import { DECK_TEXTS as T } from './texts';

/** A deck file's kind from its name; CSV when the name says nothing we know. */
export function formatOf(fileName: string): DeckFormat {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'apkg' || ext === 'colpkg') return 'apkg';
  if (ext === 'tsv') return 'tsv';
  if (ext === 'txt') return 'text';
  return 'csv';
}

const nameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, DECK_NAME_MAX);

type Source = 'file' | 'paste';

/** Add a deck: a file or pasted cards, its name, and which side is the clue. */
export function UploadForm({ onAdded }: { onAdded: (deck: DeckDetail) => void }) {
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [direction, setDirection] = useState<DeckDirection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const format: DeckFormat = source === 'paste' ? 'text' : file ? formatOf(file.name) : 'csv';
  const side = direction ?? defaultDirection(format);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body = source === 'file' ? file : text.trim() ? new Blob([text]) : null;
    if (!body) return setError(source === 'file' ? T.needFile : T.needText);
    setBusy(true);
    try {
      const deck = await uploadDeck(body, {
        name: name.trim() || (file && source === 'file' ? nameOf(file.name) : '') || T.untitled,
        format,
        direction: side,
      });
      setFile(null);
      setText('');
      setName('');
      setDirection(null);
      onAdded(deck);
    } catch (e) {
      setError(errorText(e, T.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  const fileField = (
    <div className="mg-field">
      <label className="mg-field__label" htmlFor={fileId}>
        {T.fileLabel}
      </label>
      <p className="mg-field__hint" id={`${fileId}-hint`}>
        {T.fileHint}
      </p>
      <input
        id={fileId}
        className="decks__file"
        type="file"
        accept=".apkg,.colpkg,.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
        aria-describedby={`${fileId}-hint`}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          if (chosen && !name) setName(nameOf(chosen.name));
        }}
      />
    </div>
  );
  const pasteField = (
    <TextAreaField
      label={T.pasteLabel}
      hint={T.pasteHint}
      rows={6}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      spellCheck={false}
    />
  );

  return (
    <form className="decks__upload" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="decks__heading">{T.uploadHeading}</h2>
      <Tabs
        label={T.uploadHeading}
        value={source}
        onValueChange={(v) => setSource(v as Source)}
        items={[
          { value: 'file', label: T.fileTab, content: fileField },
          { value: 'paste', label: T.pasteTab, content: pasteField },
        ]}
      />
      <TextField
        label={T.nameLabel}
        value={name}
        maxLength={DECK_NAME_MAX}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <RadioGroup<DeckDirection>
        legend={T.directionLegend}
        value={side}
        onChange={setDirection}
        options={[
          { value: 'front-clue', label: T.front },
          { value: 'back-clue', label: T.back, hint: T.directionHint },
        ]}
      />
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
      <div>
        <Button type="submit" loading={busy}>
          {busy ? T.uploading : T.upload}
        </Button>
      </div>
    </form>
  );
}
