import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { Button, ConfirmDialog, TextAreaField } from '../../ui';
import { StatusMark } from '../../ui/status-mark';
import { ApiError } from '../../lib/http';
import { CONTENT_KINDS, type ContentKind } from '../../../shared/admin/calendar';
import {
  nextDays,
  parseUpload,
  UPLOAD_KIND_LABELS,
  UPLOAD_MESSAGES,
  weekdayOf,
} from '../../../shared/admin/upload';
import { formatLongDate } from '../../../shared/play/dates';
import type { GameId } from '../../../shared/play/games';
import { calendarKey, uploadMany, uploadOne } from './api';
import { QuestionPreview } from './upload-preview';
import {
  crosswordTypeFor,
  crosswordTypeOf,
  isCrosswordType,
} from '../../../shared/crossword/types';
import { readCrosswordFile } from './builder/crossword-file';

export const UPLOAD_TEXTS = {
  title: 'Upload a puzzle',
  intro:
    'Paste the JSON of one day (the same format as the files in content/), or choose or drop a .json, .puz or .ipuz file. An array of {"date", "puzzle"} entries uploads many days of one game at once, all or nothing.',
  type: 'Puzzle type',
  date: 'Target date',
  quickDates: 'Next 7 days',
  json: 'Puzzle JSON',
  file: 'Choose a .json, .puz or .ipuz file',
  upload: 'Upload',
  uploading: 'Uploading...',
  preview: 'Preview',
  bulkPreview: (n: number) => `${n} days, each checked.`,
  confirmTitle: 'Replace a puzzle players have started?',
  confirm: 'Replace it',
} as const;

/** A game's upload preview of a checked puzzle (from the game's folder). */
export type GamePreviews = (game: GameId, data: unknown) => ReactNode;

type Status = { tone: 'ok' | 'error'; text: string; detail?: string } | null;

/** The upload form of /admin (docs/product.md#upload-panel, issue 18). */
export function UploadPanel({
  today,
  fromBuilder = null,
  previews,
}: {
  today: string;
  /** The JSON the builder's 'Send to upload' handed over, if any. */
  fromBuilder?: string | null;
  /** Each game's preview of a checked puzzle (from its folder, composed by src/client/app). */
  previews: GamePreviews;
}) {
  const queryClient = useQueryClient();
  // what the builder's 'Send to upload' handed over, with its type and date
  const handed = useMemo(() => {
    if (!fromBuilder) return null;
    try {
      const d = JSON.parse(fromBuilder) as { type?: unknown; date?: unknown };
      return { json: fromBuilder, type: d.type, date: d.date };
    } catch {
      return { json: fromBuilder, type: undefined, date: undefined };
    }
  }, [fromBuilder]);
  const [kind, setKind] = useState<ContentKind>(crosswordTypeOf(handed?.type));
  const [date, setDate] = useState(
    typeof handed?.date === 'string' && handed.date >= today ? handed.date : today,
  );
  const [text, setText] = useState(handed?.json ?? '');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const ids = { type: useId(), date: useId(), file: useId() };
  const parsed = useMemo(() => (text.trim() ? parseUpload(kind, text) : null), [kind, text]);
  const label = UPLOAD_KIND_LABELS[kind].replace(/ (5x5|15x15)$/, '');

  async function send(confirm = false) {
    const check = parseUpload(kind, text);
    // a problem with typed text already shows under the field (the live check): once is enough
    if (!check.ok) return setStatus(parsed ? null : { tone: 'error', text: check.message });
    setBusy(true);
    setStatus(null);
    try {
      if (check.bulk && kind !== 'question') {
        const r = await uploadMany(kind, check.days);
        setStatus({ tone: 'ok', text: UPLOAD_MESSAGES.bulkSuccess(label, r.days) });
      } else if (!check.bulk) {
        await uploadOne(kind, date, check.data, confirm);
        setStatus({
          tone: 'ok',
          text: UPLOAD_MESSAGES.success(label, date, weekdayOf(date)),
        });
      }
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: calendarKey });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HAS_PLAYS' && !check.bulk && !confirm) {
        setAsking(error.message);
        return;
      }
      setAsking(null); // a confirmed replacement that failed says why below
      if (error instanceof ApiError && error.fromServer) {
        console.error('Upload refused', error);
        setStatus({ tone: 'error', text: UPLOAD_MESSAGES.failed, detail: error.message });
      } else {
        console.error('Upload failed', error);
        setStatus({ tone: 'error', text: UPLOAD_MESSAGES.error });
      }
    } finally {
      setBusy(false);
    }
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    setStatus(null);
    if (!/\.(puz|ipuz)$/i.test(file.name)) return setText(await file.text());
    // a crossword file becomes the upload's JSON (a crossword type is chosen if none is)
    const read = await readCrosswordFile(file);
    if (!read.ok) return setStatus({ tone: 'error', text: read.message });
    const crossword = read.crossword;
    setText(JSON.stringify(crossword, null, 2));
    if (!isCrosswordType(kind)) setKind(crosswordTypeFor(crossword.answerGrid.length));
  }

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    void readFile(e.dataTransfer.files[0]);
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-upload-title">
      <h2 id="admin-upload-title" className="admin-panel__title">
        {UPLOAD_TEXTS.title}
      </h2>
      <p className="admin-panel__intro">{UPLOAD_TEXTS.intro}</p>
      <form
        className="admin-upload"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
      >
        <div className="admin-upload__row">
          <div className="mg-field">
            <label className="mg-field__label" htmlFor={ids.type}>
              {UPLOAD_TEXTS.type}
            </label>
            <select
              id={ids.type}
              className="admin-upload__select"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ContentKind);
                setStatus(null);
              }}
            >
              {CONTENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {UPLOAD_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="mg-field">
            <label className="mg-field__label" htmlFor={ids.date}>
              {UPLOAD_TEXTS.date}
            </label>
            <input
              id={ids.date}
              className="admin-upload__date"
              type="date"
              min={today}
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
        </div>
        <div className="admin-upload__quick" role="group" aria-label={UPLOAD_TEXTS.quickDates}>
          {nextDays(today).map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === date ? 'primary' : 'secondary'}
              aria-pressed={d === date}
              onClick={() => setDate(d)}
            >
              {formatLongDate(d, true).replace(/, \d{4}$/, '')}
            </Button>
          ))}
        </div>
        <TextAreaField
          label={UPLOAD_TEXTS.json}
          className="admin-upload__json"
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setStatus(null);
          }}
        />
        <div className="admin-upload__file">
          <label htmlFor={ids.file}>{UPLOAD_TEXTS.file}</label>
          <input
            id={ids.file}
            type="file"
            accept=".json,.puz,.ipuz,application/json"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </div>
        {parsed && !parsed.ok ? (
          <p className="admin-upload__problem" role="status">
            <StatusMark tone="missed">{parsed.message}</StatusMark>
          </p>
        ) : null}
        <div className="admin-upload__actions">
          <Button type="submit" disabled={busy}>
            {busy ? UPLOAD_TEXTS.uploading : UPLOAD_TEXTS.upload}
          </Button>
        </div>
        <div role="status" className="admin-upload__status">
          {status ? (
            <p className={`admin-upload__message admin-upload__message--${status.tone}`}>
              {/* our own icons: an emoji mark is an empty box without an emoji font (issue 29) */}
              <StatusMark tone={status.tone === 'ok' ? 'done' : 'missed'}>
                {status.text}
                {status.detail ? (
                  <span className="admin-upload__detail">{status.detail}</span>
                ) : null}
              </StatusMark>
            </p>
          ) : null}
        </div>
      </form>
      {parsed?.ok ? (
        <section className="admin-preview" aria-label={UPLOAD_TEXTS.preview}>
          <h3 className="admin-preview__heading">{UPLOAD_TEXTS.preview}</h3>
          {parsed.bulk ? (
            <p>{UPLOAD_TEXTS.bulkPreview(parsed.days.length)}</p>
          ) : kind === 'question' ? (
            <QuestionPreview data={parsed.data} />
          ) : (
            previews(kind, parsed.data)
          )}
        </section>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={UPLOAD_TEXTS.confirmTitle}
        description={asking ?? ''}
        confirmLabel={UPLOAD_TEXTS.confirm}
        pending={busy}
        onConfirm={() => void send(true)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
