import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'children'
> {
  /** The visible label and the accessible name; may hold links (they stay links, not toggles). */
  label: ReactNode;
  /** Shows the box as needing attention (the message itself is the form's); sets aria-invalid. */
  invalid?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it, styled like the radio options (ui/radio-group). */
export function CheckboxField({
  label,
  invalid = false,
  id,
  ref,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  return (
    <div
      className={['mg-checkbox', invalid ? 'mg-checkbox--invalid' : '', className ?? ''].join(' ')}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-invalid={invalid ? true : undefined}
        {...inputProps}
      />
      <label htmlFor={inputId} className="mg-checkbox__label">
        {label}
      </label>
    </div>
  );
}
