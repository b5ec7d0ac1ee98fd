import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text for this field; sets aria-invalid and is announced. */
  error?: string | null;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Something placed inside the field's frame after the input (e.g. a show/hide button). */
  endAdornment?: ReactNode;
  /** Hide the label visually (it stays the accessible name). Use sparingly. */
  hideLabel?: boolean;
}

export function TextField({
  label,
  hint,
  error,
  id,
  ref,
  endAdornment,
  hideLabel = false,
  className,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['mg-field', error ? 'mg-field--invalid' : '', className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'mg-field__label'}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mg-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="mg-field__control">
        <input
          ref={ref}
          id={inputId}
          className="mg-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {endAdornment}
      </div>
      {error ? (
        <p id={errorId} className="mg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
