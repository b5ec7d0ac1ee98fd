import { useId } from 'react';
import type { ReactNode } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name?: string;
  value: V | null;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  hideLegend?: boolean;
  /** Content shown right under the group (e.g. the school picker for the chosen option). */
  children?: ReactNode;
}

/** Native radios in a fieldset with a legend: arrow keys and screen readers work out of the box. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hideLegend = false,
  children,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const groupName = name ?? `radio-${autoId}`;
  return (
    <fieldset className="mg-radio-group">
      <legend className={hideLegend ? 'visually-hidden' : 'mg-radio-group__legend'}>
        {legend}
      </legend>
      <div className="mg-radio-group__options">
        {options.map((option) => {
          const id = `${groupName}-${option.value}`;
          return (
            <div key={option.value} className="mg-radio">
              <input
                type="radio"
                id={id}
                name={groupName}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <label htmlFor={id} className="mg-radio__label">
                {option.label}
                {option.hint ? (
                  <span id={`${id}-hint`} className="mg-radio__hint">
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
