import { useId } from 'react';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Text under the field (e.g. a character counter), linked with aria-describedby. */
  footnote?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
  hideLabel?: boolean;
}

/** A labelled multi-line text field, styled like TextField. */
export function TextAreaField({
  label,
  hint,
  footnote,
  id,
  ref,
  hideLabel = false,
  className,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? `textarea-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const footnoteId = footnote ? `${inputId}-footnote` : undefined;
  const describedBy = [hintId, footnoteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['mg-field', className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'mg-field__label'}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mg-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={inputId}
        className="mg-field__input mg-field__textarea"
        aria-describedby={describedBy}
        {...rest}
      />
      {footnote ? (
        <p id={footnoteId} className="mg-field__footnote">
          {footnote}
        </p>
      ) : null}
    </div>
  );
}
