import type { KeyState } from '../../../shared/medword/rules';

const ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'] as const;

export interface MedwordKeyboardProps {
  keys: Readonly<Record<string, KeyState>>;
  disabled: boolean;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onDelete: () => void;
}

const STATE_NAME: Record<KeyState, string> = {
  correct: 'in the word, right spot',
  present: 'in the word, another spot',
  absent: 'not in the word',
  unused: '',
};

/** The on-screen keyboard: each key coloured by the best state its letter has had. */
export function MedwordKeyboard({
  keys,
  disabled,
  onLetter,
  onEnter,
  onDelete,
}: MedwordKeyboardProps) {
  // taps keep the focus where it is (no on-screen keyboard of the phone's own)
  const keep = (e: { preventDefault: () => void }) => e.preventDefault();
  return (
    <div className="mw-keyboard" role="group" aria-label="Keyboard">
      {ROWS.map((row, i) => (
        <div key={row} className="mw-keyboard__row">
          {i === 2 ? (
            <button
              type="button"
              className="mw-key mw-key--wide"
              disabled={disabled}
              onPointerDown={keep}
              onClick={onEnter}
            >
              ENTER
            </button>
          ) : null}
          {[...row].map((letter) => {
            const state = keys[letter] ?? 'unused';
            return (
              <button
                key={letter}
                type="button"
                className={`mw-key mw-key--${state}`}
                disabled={disabled}
                aria-label={state === 'unused' ? letter : `${letter}, ${STATE_NAME[state]}`}
                onPointerDown={keep}
                onClick={() => onLetter(letter)}
              >
                {letter}
              </button>
            );
          })}
          {i === 2 ? (
            <button
              type="button"
              className="mw-key mw-key--wide"
              disabled={disabled}
              onPointerDown={keep}
              onClick={onDelete}
            >
              DELETE
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
