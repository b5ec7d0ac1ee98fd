import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Combobox } from '../../ui';
import { MAX_GUESS_LENGTH } from '../../../shared/medle/schema-constants';
import { MEDLE_TEXTS as T } from './texts';

/** Suggestions start after this many letters, and at most this many are offered. */
const SUGGEST_FROM = 3;
const MAX_SUGGESTIONS = 8;

/** Lower case, with British 'ae' and 'oe' read as 'e': 'haem' and 'oesoph' find US names. */
const loose = (text: string) => text.toLowerCase().replace(/ae|oe/g, 'e');

/**
 * Names starting with the typed text first, then names with a word starting with it; British
 * spelling finds the US names the list holds (a guess is compared the same way:
 * src/shared/medle/spelling.ts).
 */
export function suggest(names: readonly string[], typed: string): string[] {
  const q = loose(typed.trim());
  if (q.length < SUGGEST_FROM) return [];
  const starts: string[] = [];
  const words: string[] = [];
  for (const name of names) {
    const n = loose(name);
    if (n === q) continue;
    if (n.startsWith(q)) starts.push(name);
    else if (n.includes(` ${q}`) || n.includes(`-${q}`)) words.push(name);
    if (starts.length >= MAX_SUGGESTIONS) break;
  }
  return [...starts, ...words].slice(0, MAX_SUGGESTIONS);
}

/**
 * The guess field with Submit (Enter submits). After 3 letters a list under the field (the design
 * system's Combobox: Down, Up, Enter, Escape, or a tap) offers names from a broad list of
 * diagnoses, loaded on first focus: it helps with spelling and says nothing about the answer.
 * The field does not hold the player to the suggestions (a case's other names, its
 * abbreviations, count too); the server refuses a text that is no name on its list, and `error`
 * says so under the field. Whenever the field can take a guess and focus has nowhere better to
 * be (after Start, Continue, Next Clue), it is in the field, so the player can type at once.
 */
export function MedleGuessForm({
  text,
  error = null,
  disabled,
  busy,
  onText,
  onSubmit,
  loadNames,
}: {
  text: string;
  /** Why the last guess was not counted, shown under the field until the text changes. */
  error?: string | null;
  disabled: boolean;
  busy: boolean;
  onText: (text: string) => void;
  onSubmit: () => void;
  loadNames?: () => Promise<string[]>;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<readonly string[] | null>(null);
  const options = useMemo(() => suggest(names ?? [], text), [names, text]);
  const load = () => {
    if (names !== null || !loadNames) return;
    setNames([]);
    loadNames().then(setNames, () => setNames(null));
  };
  const ready = !disabled && !busy;
  useLayoutEffect(() => {
    const at = document.activeElement;
    if (ready && (at === null || at === document.body)) input.current?.focus();
  }, [ready]);
  return (
    <form
      className={`ml-guess${error ? ' mg-field--invalid' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSubmit();
      }}
    >
      <label className="ml-guess__label" htmlFor={inputId}>
        {T.guessLabel}
      </label>
      <div className="ml-guess__row">
        <Combobox
          ref={input}
          id={inputId}
          className="ml-guess__input"
          value={text}
          options={options}
          onValueChange={onText}
          listLabel={T.suggestions}
          maxLength={MAX_GUESS_LENGTH}
          placeholder={T.guessPlaceholder}
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onFocus={load}
        />
        <Button type="submit" disabled={disabled || busy}>
          {T.submit}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
