import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../../lib/memory-router';
import { BuilderPage } from './builder-page';
import { writePuz, type ImportedCrossword } from '../../../../shared/builder/puz';

beforeEach(() => localStorage.clear());

function renderBuilder() {
  const router = memoryRouter('/puzzle-builder');
  render(
    <router.MemoryRouter>
      <BuilderPage today="2026-11-25" />
    </router.MemoryRouter>,
  );
  return userEvent.setup();
}

const cell = (r: number, c: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c}:`) });

describe('the crossword builder', () => {
  it('starts as an 11x11 mini; the size fields give the spec messages and revert on blur', async () => {
    const user = renderBuilder();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const width = screen.getByRole('textbox', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '4');
    expect(screen.getByText('Grid width must be at least 5 cells')).toBeVisible();
    await user.type(width, '0');
    expect(screen.getByText('Grid width cannot exceed 25 cells')).toBeVisible();
    await user.clear(width);
    expect(screen.queryByText(/Grid width/)).toBeNull();
    await user.tab();
    expect(width).toHaveValue('11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grid type' }), 'medical');
    expect(screen.getAllByRole('row')).toHaveLength(15);
  });

  it('types across from a clicked square, skipping a black square, and toggles black by double-click', async () => {
    const user = renderBuilder();
    await user.dblClick(cell(1, 3));
    expect(cell(1, 3)).toHaveAccessibleName(/black/);
    expect(cell(11, 9)).toHaveAccessibleName(/black/); // its rotational partner
    await user.click(cell(1, 1));
    await user.keyboard('abc');
    expect(cell(1, 1)).toHaveAccessibleName(/: A/);
    expect(cell(1, 2)).toHaveAccessibleName(/: B/);
    expect(cell(1, 4)).toHaveAccessibleName(/: C/);
  });

  it("places a word at coordinates, with the spec's messages", async () => {
    const user = renderBuilder();
    const panel = screen.getByRole('region', { name: 'Place Word at Coordinates' });
    await user.type(within(panel).getByRole('textbox', { name: 'Word' }), 'aorta');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(
      within(panel).getByText('Invalid coordinates. Please enter valid row and column numbers.'),
    ).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: 'Row' }), '2');
    await user.type(within(panel).getByRole('textbox', { name: 'Column' }), '9');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(
      within(panel).getByText('Word is too long to fit horizontally at the specified position.'),
    ).toBeVisible();
    await user.clear(within(panel).getByRole('textbox', { name: 'Column' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Column' }), '3');
    await user.click(within(panel).getByRole('button', { name: 'Place Word' }));
    expect(cell(2, 3)).toHaveAccessibleName(/: A/);
    expect(cell(2, 7)).toHaveAccessibleName(/: A/);
  });

  it('pastes a grid, numbers a clue from its square, checks the grid and writes the JSON', async () => {
    const user = renderBuilder();
    await user.type(
      screen.getByRole('textbox', { name: 'Paste Grid From Text' }),
      '#MAST{enter}AORTA{enter}CLEAN{enter}HANGS{enter}ERAS#',
    );
    await user.click(screen.getByRole('button', { name: 'Parse & Fill Grid' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
    const checks = screen.getByRole('region', { name: 'Grid checks' });
    expect(checks).toHaveTextContent('Black squares2 (8%)');
    expect(checks).toHaveTextContent('Symmetryok');

    await user.click(cell(1, 2));
    const add = screen.getByRole('region', { name: 'Add Word & Clue' });
    await user.type(within(add).getByRole('textbox', { name: 'Word' }), 'mast');
    await user.type(within(add).getByRole('textbox', { name: 'Clue' }), 'Cell full of histamine');
    await user.click(within(add).getByRole('button', { name: 'Add Word & Clue' }));
    expect(screen.getByRole('region', { name: 'Across clues' })).toHaveTextContent(
      '1 MAST — Cell full of histamine',
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Generate JSON' })).getByRole('button', {
        name: 'Generate JSON',
      }),
    );
    const json = JSON.parse(
      (screen.getByRole('textbox', { name: 'Generated JSON' }) as HTMLTextAreaElement).value,
    ) as { answerGrid: string[][]; acrossClues: unknown[]; type: string };
    expect(json.answerGrid[0]).toEqual(['', 'M', 'A', 'S', 'T']);
    expect(json.acrossClues).toEqual([{ number: 1, clue: 'Cell full of histamine' }]);
    expect(json.type).toBe('mini');
  });

  it('keeps a draft in this browser: a reload shows the same grid', async () => {
    const user = renderBuilder();
    await user.click(cell(1, 1));
    await user.keyboard('xr');
    cleanup();
    renderBuilder();
    expect(cell(1, 1)).toHaveAccessibleName(/: X/);
    expect(cell(1, 2)).toHaveAccessibleName(/: R/);
  });

  it('asks before a file replaces unsaved work, and the Generated JSON follows the opened grid', async () => {
    const arch: ImportedCrossword = {
      title: 'Arch Rival',
      subtitle: 'MedGrid',
      answerGrid: ['#MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS#'].map((row) =>
        row.split('').map((l) => (l === '#' ? '' : l)),
      ),
      acrossClues: [1, 5, 6, 7, 8].map((number) => ({ number, clue: `Across ${number}` })),
      downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
    };
    const file = new File([new Uint8Array(writePuz(arch))], 'arch.puz', {
      type: 'application/x-crossword',
    });
    const user = renderBuilder();
    await user.click(cell(1, 1));
    await user.keyboard('xr');
    const output = screen.getByRole('region', { name: 'Generate JSON' });
    await user.click(within(output).getByRole('button', { name: 'Generate JSON' }));
    const json = () =>
      JSON.parse(
        (screen.getByRole('textbox', { name: 'Generated JSON' }) as HTMLTextAreaElement).value,
      ) as { answerGrid: string[][]; title: string };
    expect(json().answerGrid[0]!.slice(0, 2)).toEqual(['X', 'R']);
    const picker = screen.getByLabelText('Open a .puz or .ipuz file', { selector: 'input' });
    const files = screen.getByRole('region', { name: 'Crossword files' });
    await user.click(within(files).getByRole('button', { name: 'Download .puz' }));
    expect(within(files).getByRole('status')).toHaveTextContent(
      'Fill every white square first: row 1, column 3 is empty.',
    );

    await user.upload(picker, file);
    const ask = await screen.findByRole('alertdialog', { name: 'Replace the grid?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep my grid' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cell(1, 1)).toHaveAccessibleName(/: X/);
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await user.upload(picker, file);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Replace the grid?' })).getByRole(
        'button',
        { name: 'Open the file' },
      ),
    );
    expect(await screen.findByText("Opened 'Arch Rival'.")).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(json().answerGrid[0]).toEqual(['', 'M', 'A', 'S', 'T']);
    expect(json().title).toBe('Arch Rival');

    // what was just opened is not unsaved work: the next file opens without asking
    await user.upload(
      picker,
      new File([new Uint8Array(writePuz({ ...arch, title: 'Again' }))], 'again.puz'),
    );
    expect(await screen.findByText("Opened 'Again'.")).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('fills to the content standard unless a looser fill is chosen, and explains the red outline', async () => {
    const user = renderBuilder();
    const panel = screen.getByRole('region', { name: 'Autofill' });
    const loose = within(panel).getByRole('checkbox', { name: /^Looser fill/ });
    expect(loose).not.toBeChecked();
    expect(within(panel).getByText(/no obscure words and no answer inside another/)).toBeVisible();
    await user.click(loose);
    expect(loose).toBeChecked();
    // a square a check flags (here a two-letter word by a black square) says so, and the legend
    // under the grid says what the outline means
    await user.dblClick(cell(1, 3));
    expect(cell(1, 1)).toHaveAccessibleName(/, outlined red$/);
    expect(cell(2, 2)).not.toHaveAccessibleName(/outlined red/);
    expect(
      screen.getByText(
        'Red outline: a square a grid check flags (see Grid checks), or the word autofill is stuck on.',
      ),
    ).toBeVisible();
  });
});
