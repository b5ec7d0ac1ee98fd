import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Dispatch, KeyboardEvent } from 'react';
import { CUSTOM_SCHOOL_MAX } from '../../../shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { searchSchools } from '../../../shared/accounts/school-search';
import type { SchoolOption } from '../../../shared/accounts/school-search';
import { Button, TextField } from '../../ui';
import type { SchoolChoiceAction, SchoolChoiceState } from './school-choice';
import './school-picker.css';

/** docs/product.md#medical-school: the list closes 200 ms after the search box loses focus. */
export const CLOSE_DELAY_MS = 200;
export const CUSTOM_SCHOOL_LABEL = "Your medical school's name";

export interface SchoolPickerProps {
  schools: readonly SchoolOption[];
  state: SchoolChoiceState;
  dispatch: Dispatch<SchoolChoiceAction>;
  /** Keep the search box visible beside a custom name (the medical-school modal). */
  searchWithCustom?: boolean;
  loadState?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
}

/**
 * Search a listed school (combobox with a listbox: Up/Down move, Enter picks, Escape closes) or
 * type a custom name, which appears when the search finds nothing. One component for sign-up and
 * the medical-school modal.
 */
export function SchoolPicker({
  schools,
  state,
  dispatch,
  searchWithCustom = false,
  loadState = 'ready',
  onRetry,
}: SchoolPickerProps) {
  const baseId = useId();
  const inputId = `${baseId}-search`;
  const listId = `${baseId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => searchSchools(schools, state.query), [schools, state.query]);
  const noMatch = loadState === 'ready' && state.query.trim() !== '' && matches.length === 0;
  const showSearch = state.status === 'school' || (searchWithCustom && state.status === 'custom');
  const showCustom = state.status === 'custom' || (state.status === 'school' && noMatch);
  const expanded = open && showSearch && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, expanded, listId]);

  const choose = (school: SchoolOption) => {
    dispatch({ type: 'select', school: { id: school.id, name: school.name } });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const school = matches[active];
      if (school) choose(school);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="school-picker">
      {showSearch ? (
        <div className="school-picker__search">
          <label htmlFor={inputId} className="mg-field__label">
            Search medical schools
          </label>
          <input
            id={inputId}
            className="mg-field__input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder="Type a school's name or abbreviation"
            value={state.query}
            onChange={(e) => {
              dispatch({ type: 'query', query: e.target.value });
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              window.clearTimeout(closeTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              closeTimer.current = window.setTimeout(() => {
                setOpen(false);
                setActive(-1);
              }, CLOSE_DELAY_MS);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Medical schools"
            className="school-picker__list"
            hidden={!expanded}
          >
            {expanded
              ? matches.map((school, index) => (
                  <li
                    key={school.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={[
                      'school-picker__option',
                      index === active ? 'is-active' : '',
                      school.id === state.selectedId ? 'is-chosen' : '',
                    ].join(' ')}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(school)}
                  >
                    <span>{school.name}</span>
                    <span className="school-picker__abbr">{school.abbreviation}</span>
                  </li>
                ))
              : null}
          </ul>
          <p className="school-picker__status" role="status">
            {loadState === 'loading'
              ? 'Loading schools...'
              : noMatch
                ? ACCOUNT_MESSAGES.noSchoolsFound
                : ''}
          </p>
          {loadState === 'error' ? (
            <div className="school-picker__error" role="alert">
              <span>Could not load the list of schools.</span>
              {onRetry ? (
                <Button variant="ghost" size="sm" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {showCustom ? (
        <TextField
          label={CUSTOM_SCHOOL_LABEL}
          hint={state.status === 'school' ? 'Not listed? Type its name here instead.' : undefined}
          value={state.customName}
          maxLength={CUSTOM_SCHOOL_MAX}
          autoComplete="off"
          onChange={(e) => dispatch({ type: 'custom', text: e.target.value })}
        />
      ) : null}
    </div>
  );
}
