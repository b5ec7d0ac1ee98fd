const ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'] as const;

export interface OnScreenKeyboardProps {
  disabled: boolean;
  onLetter: (letter: string) => void;
  onBackspace: () => void;
}

function BackspaceIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7 6-7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="m12 9.5 5 5m0-5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The mobile keyboard, A–Z and backspace. Its keys are buttons that never take focus from the
 * grid, and nothing here is a text field, so the phone's own keyboard stays closed.
 */
export function OnScreenKeyboard({ disabled, onLetter, onBackspace }: OnScreenKeyboardProps) {
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();
  return (
    <div className="cw-keyboard" role="group" aria-label="Keyboard">
      {ROWS.map((row, i) => (
        <div className="cw-keyboard__row" key={row}>
          {[...row].map((letter) => (
            <button
              key={letter}
              type="button"
              className="cw-key"
              disabled={disabled}
              onPointerDown={keepFocus}
              onClick={() => onLetter(letter)}
            >
              {letter}
            </button>
          ))}
          {i === ROWS.length - 1 ? (
            <button
              type="button"
              className="cw-key cw-key--wide"
              aria-label="Backspace"
              disabled={disabled}
              onPointerDown={keepFocus}
              onClick={onBackspace}
            >
              <BackspaceIcon />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
