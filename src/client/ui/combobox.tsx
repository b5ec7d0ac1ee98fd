import { useEffect, useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent, Ref } from 'react';

export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'role' | 'list' | 'type'
> {
  /** The input's id (its label's htmlFor); the list's and the options' ids derive from it. */
  id: string;
  value: string;
  /** The suggestions for the text typed now (the caller filters them). */
  options: readonly string[];
  onValueChange: (text: string) => void;
  /** The list's accessible name ('Suggestions'). */
  listLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text field that suggests values in a styled list under it: the WAI-ARIA combobox pattern
 * with a listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Typing opens the
 * list; Down and Up move through it (the field keeps focus, the option is its active
 * descendant); Enter takes the active option, or submits the form when none is active; Escape
 * closes the list; Tab leaves it closed. A tap or click takes an option. It replaces the
 * browser's `<datalist>`, which each browser draws its own way (over the label on a phone, or
 * not at all).
 */
export function Combobox({
  id,
  value,
  options,
  onValueChange,
  listLabel,
  ref,
  className,
  onKeyDown,
  onBlur,
  ...inputProps
}: ComboboxProps) {
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  // the active option belongs to the suggestions it was chosen in: new ones (the text changed)
  // have none active until Down or Up
  const optionsKey = options.join('\n');
  const [marked, setMarked] = useState({ of: optionsKey, index: -1 });
  const active = marked.of === optionsKey ? marked.index : -1;
  const setActive = (next: number | ((i: number) => number)) =>
    setMarked({ of: optionsKey, index: typeof next === 'number' ? next : next(active) });
  const expanded = open && options.length > 0 && !inputProps.disabled;
  const optionId = (i: number) => `${listId}-${i}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: string) => {
    onValueChange(option);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (!expanded) return setActive(step === 1 ? 0 : options.length - 1);
    setActive((i) =>
      i < 0 && step === -1 ? options.length - 1 : (i + step + options.length) % options.length,
    );
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      const option = options[active];
      if (option !== undefined) choose(option);
    } else if (e.key === 'Escape' && expanded) {
      // the list closes; a dialog around the field stays open
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="mg-combobox">
      <input
        ref={ref}
        id={id}
        className={['mg-field__input', className ?? ''].join(' ')}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={keyDown}
        onBlur={(e) => {
          onBlur?.(e);
          setOpen(false);
          setActive(-1);
        }}
        {...inputProps}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="mg-combobox__list"
        hidden={!expanded}
      >
        {expanded
          ? options.map((option, i) => (
              <li
                key={option}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`mg-combobox__option${i === active ? ' is-active' : ''}`}
                // the field keeps focus (and the phone its keyboard) while an option is tapped
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
