import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/**
 * A password input with a show/hide toggle. The toggle keeps one accessible name
 * ("Show <label>", e.g. "Show confirm password") and reports its state with aria-pressed; the
 * icon changes between an eye and a crossed-out eye.
 */
export function PasswordField({ id, label, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? `password-${autoId}`;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...rest}
      id={inputId}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="mg-field__toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          {/* Name from content, not aria-label, so "find the field labelled Password" stays unique. */}
          <span className="visually-hidden">{`Show ${label.toLowerCase()}`}</span>
        </button>
      }
    />
  );
}
