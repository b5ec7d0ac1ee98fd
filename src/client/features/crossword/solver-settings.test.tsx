import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';
import { SOLVER_SETTING_TEXTS } from '../../ui/play/settings-dialog';
import { CrosswordScreen } from './crossword-screen';
import { CROSSWORD_TEXTS as T } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { serveMini } from '../../../../test-support/client/games/crossword';

const http = installFakeServer();

/** The Mini with settings kept in the test (as the account would keep them). */
function Harness({ initial }: { initial: Partial<SolverSettings> }) {
  const [settings, setSettings] = useState({ ...DEFAULT_SOLVER_SETTINGS, ...initial });
  return (
    <CrosswordScreen
      game="mini"
      date="2026-11-21"
      mode="daily"
      loadFunFact={() => Promise.resolve({ text: 'A fact.', source: 'A book, 2020' })}
      settings={settings}
      onSettingsChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
    />
  );
}

async function open(initial: Partial<SolverSettings> = {}) {
  const { MemoryRouter } = memoryRouter('/mini');
  render(
    <MemoryRouter>
      <Harness initial={initial} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: T.start }));
  await screen.findByRole('button', { name: 'Pause' });
  return user;
}

// TEST_GRID: '#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'; the play starts on 1-Across (row 1 in names)
const cell = (row: number, col: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col},`) });

describe('solver settings', () => {
  it("the gear opens the crosswords' four settings; each switch changes its setting", async () => {
    serveMini(http);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Solver settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solver settings' });
    for (const key of ['skipFilled', 'jumpToEmpty', 'pencil', 'autocheck'] as const)
      expect(
        within(dialog).getByRole('switch', { name: SOLVER_SETTING_TEXTS[key].label }),
      ).not.toBeChecked();
    // colour settings are the word games'
    expect(
      within(dialog).queryByRole('switch', { name: SOLVER_SETTING_TEXTS.highContrast.label }),
    ).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('switch', { name: SOLVER_SETTING_TEXTS.pencil.label }),
    );
    expect(
      within(dialog).getByRole('switch', { name: SOLVER_SETTING_TEXTS.pencil.label }),
    ).toBeChecked();
  });

  it('pencil mode: letters are tentative, and say so', async () => {
    const server = serveMini(http);
    const user = await open({ pencil: true });
    await user.keyboard('c');
    expect(cell(1, 2)).toHaveAccessibleName(/letter C, in pencil$/);
    expect(cell(1, 2)).toHaveClass('cw-cell--pencil');
    await vi.waitFor(() => expect(server.progress()?.pencil[0]?.[1]).toBe(true));
  });

  it('autocheck: a wrong letter is marked at once, and costs the penalty', async () => {
    const server = serveMini(http);
    const user = await open({ autocheck: true });
    await user.keyboard('x');
    await vi.waitFor(() => expect(cell(1, 2)).toHaveAccessibleName(/letter X, checked incorrect$/));
    expect(server.progress()?.wrongChecks).toBe(1);
    expect(server.moves()[0]).toMatchObject({ type: 'fill', autocheck: true });
  });

  it('skip filled squares: typing jumps over a letter already there', async () => {
    serveMini(http);
    const user = await open({ skipFilled: true });
    await user.click(cell(1, 3)); // A of CAT
    await user.keyboard('a');
    await user.click(cell(1, 2)); // back to C
    await user.keyboard('c');
    expect(cell(1, 4)).toHaveFocus(); // past the A
  });
});
