import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CHOICE, schoolChoiceReducer } from './school-choice';
import type { SchoolChoiceState } from './school-choice';
import { CUSTOM_SCHOOL_LABEL, SchoolPicker } from './school-picker';
import { TEST_SCHOOLS } from './test-fixtures';

function Harness({ initial }: { initial?: Partial<SchoolChoiceState> }) {
  const [state, dispatch] = useReducer(schoolChoiceReducer, {
    ...EMPTY_SCHOOL_CHOICE,
    status: 'school',
    ...initial,
  });
  return (
    <>
      <SchoolPicker schools={TEST_SCHOOLS} state={state} dispatch={dispatch} />
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

const stateOf = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as SchoolChoiceState;
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Medical schools' }))
    .getAllByRole('option')
    .map((o) => o.firstChild?.textContent);

describe('SchoolPicker', () => {
  it('lists every school on focus and filters case-insensitively by name, abbreviation and alias', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('combobox', { name: 'Search medical schools' });
    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toHaveLength(TEST_SCHOOLS.length);

    await user.type(search, 'SCHOOL OF MED');
    expect(optionNames()).toEqual([
      'Johns Hopkins University School of Medicine',
      'Stanford University School of Medicine',
    ]);

    await user.clear(search);
    await user.type(search, 'hopkins');
    expect(optionNames()).toEqual(['Johns Hopkins University School of Medicine']);

    await user.clear(search);
    await user.type(search, 'hms');
    expect(optionNames()).toEqual(['Harvard Medical School']);
  });

  it("says 'No schools found.' and offers a custom name when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByLabelText(CUSTOM_SCHOOL_LABEL)).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search medical schools' }), 'Zzyzx');
    expect(screen.getByText('No schools found.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');

    const custom = screen.getByLabelText(CUSTOM_SCHOOL_LABEL);
    await user.type(custom, 'Zzyzx School of Medicine');
    expect(stateOf()).toEqual({
      status: 'custom',
      query: '',
      selectedId: null,
      customName: 'Zzyzx School of Medicine',
    });
    // Still the same field, still focused, so typing carries on.
    expect(screen.getByLabelText(CUSTOM_SCHOOL_LABEL)).toHaveFocus();
  });

  it('moves with Up/Down via aria-activedescendant and picks with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('combobox', { name: 'Search medical schools' });
    await user.type(search, 'medicine');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');

    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Open Door College of Medicine');
    expect(active).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(stateOf()).toMatchObject({
      selectedId: 'open-door',
      query: 'Open Door College of Medicine',
    });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).not.toHaveAttribute('aria-activedescendant');
  });

  it('picks a school with the mouse and closes the list on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('combobox', { name: 'Search medical schools' });
    await user.click(search);
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');

    await user.type(search, 'stan');
    await user.click(screen.getByRole('option', { name: /Stanford/ }));
    expect(stateOf().selectedId).toBe('stanford');
  });
});
