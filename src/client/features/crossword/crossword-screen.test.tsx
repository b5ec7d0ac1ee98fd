import { useLayoutEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { CrosswordScreen, type CrosswordScreenProps } from './crossword-screen';
import { CROSSWORD_TEXTS as T } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { serveMini, TEST_ANSWERS } from '../../../../test-support/client/games/crossword';

const http = installFakeServer();

function renderScreen(props: Partial<CrosswordScreenProps> = {}) {
  const { MemoryRouter } = memoryRouter('/mini');
  render(
    <MemoryRouter>
      <CrosswordScreen
        game="mini"
        date="2026-11-21"
        mode="daily"
        loadFunFact={() =>
          Promise.resolve({
            text: 'The heart beats about 100,000 times a day.',
            source: 'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
          })
        }
        renderLeaderboard={({ open }) =>
          open ? <div role="dialog" aria-label="Leaderboard" /> : null
        }
        {...props}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** A before-start hook that finds nothing to ask, like a question answered on an earlier visit. */
function NothingToAsk({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount]);
  return null;
}

const cell = (row: number, col: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col},`) });

/** Start from the 'Ready to play?' card, then wait for the running timer's Pause. */
async function playing() {
  await userEvent.click(await screen.findByRole('button', { name: T.start }));
  await screen.findByRole('button', { name: 'Pause' });
}

describe('CrosswordScreen', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows the grid under a Start card, with no clue until the play starts', async () => {
    const server = serveMini(http);
    renderScreen();
    const card = await screen.findByRole('region', { name: T.readyToPlay });
    expect(card).toHaveTextContent(T.startText);
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.queryByText('Across 1')).not.toBeInTheDocument();
    expect(server.calls().map((c) => c.kind)).toEqual(['state']);
    await playing();
    expect(screen.queryByRole('region', { name: T.readyToPlay })).not.toBeInTheDocument();
    expect(screen.getAllByText('Across 1').length).toBeGreaterThan(0);
  });

  it('starts the play and shows the title, date, subtitle, timer, tools and clue lists', async () => {
    const server = serveMini(http);
    renderScreen();
    await playing();
    expect(screen.getByRole('heading', { level: 1, name: 'Mini Crossword' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('A Quick Medical Challenge')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    for (const name of ['Clear', 'Check', 'Reveal', 'Leaderboard'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Across' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Down' })).toBeInTheDocument();
    expect(server.calls().map((c) => c.kind)).toEqual(['state', 'start']);
  });

  it('types into the grid with the keyboard and announces squares to screen readers', async () => {
    serveMini(http);
    const user = renderScreen();
    await playing();
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('ca');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 1 Across: Across 1, letter C');
    expect(cell(1, 4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(cell(1, 3)).toHaveFocus();
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, 1 Across: Across 1, letter A');
    await user.keyboard('{Backspace}');
    expect(cell(1, 3)).toHaveAccessibleName(/empty$/);
    await user.keyboard(' ');
    expect(cell(1, 3)).toHaveAccessibleName(/2 Down: Down 2, empty$/);
    await user.keyboard('{Tab}'); // the clue after 2 Down is 3 Down
    const down = screen.getByRole('region', { name: 'Down' });
    expect(within(down).getByRole('button', { current: true })).toHaveTextContent(/^3/);
    expect(cell(1, 4)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}'); // back past 1 Down to the last across
    const across = screen.getByRole('region', { name: 'Across' });
    expect(within(across).getByRole('button', { current: true })).toHaveTextContent(/^8/);
    await user.keyboard('{Enter}'); // Enter toggles direction like Space
    expect(within(down).getByRole('button', { current: true })).toHaveTextContent(/^1/);
  });

  it('typing on a locked square keeps its letter and moves on', async () => {
    serveMini(http);
    const user = renderScreen();
    await playing();
    await user.keyboard('c');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('menuitem', { name: 'Puzzle' }));
    await vi.waitFor(() => expect(cell(1, 2)).toHaveAccessibleName(/letter C, checked correct$/));
    await user.click(cell(1, 2)); // across, on the locked C
    await user.keyboard('xat');
    expect(cell(1, 2)).toHaveAccessibleName(/letter C, checked correct$/);
    expect(cell(1, 3)).toHaveAccessibleName(/letter A$/);
    expect(cell(1, 4)).toHaveAccessibleName(/letter T$/);
  });

  it('asks before any reveal, and reveals only after Reveal Anyway', async () => {
    const server = serveMini(http);
    const user = renderScreen();
    await playing();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('menuitem', { name: 'Square' }));
    const confirm = await screen.findByRole('alertdialog', { name: T.revealConfirmTitle });
    expect(confirm).toHaveTextContent(T.revealConfirmText);
    await user.click(within(confirm).getByRole('button', { name: T.goBack }));
    expect(server.moves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('menuitem', { name: 'Word' }));
    await user.click(screen.getByRole('button', { name: T.revealAnyway }));
    await vi.waitFor(() =>
      expect(server.moves()).toEqual([
        { type: 'reveal', scope: 'word', row: 0, col: 1, dir: 'across' },
      ]),
    );
    expect(
      await screen.findByRole('gridcell', { name: /^Row 1, column 2, .*letter C, revealed$/ }),
    ).toBeInTheDocument();
  });

  it('solving shows the win modal with the fun fact, the banner, and Reset', async () => {
    serveMini(http);
    const user = renderScreen();
    await playing();
    await user.keyboard(TEST_ANSWERS.toLowerCase());
    const modal = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(modal).toHaveTextContent(/You solved MedGrid Mini in \d+s\./);
    expect(
      await within(modal).findByText('The heart beats about 100,000 times a day.'),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.getByText(/^Puzzle Completed in \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
  });

  it('celebrates a solve with a wave across the grid, then opens the end modal', async () => {
    const prefers = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...prefers(query), matches: false });
    try {
      serveMini(http);
      const user = renderScreen();
      await playing();
      await user.keyboard(TEST_ANSWERS.toLowerCase());
      await vi.waitFor(() => expect(screen.getByRole('grid')).toHaveClass('cw-grid--celebrate'));
      expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
      expect(
        await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('grid')).not.toHaveClass('cw-grid--celebrate');
    } finally {
      window.matchMedia = prefers;
    }
  });

  it('Reset on a solved grid asks first and says the recorded time is kept', async () => {
    const server = serveMini(http);
    const user = renderScreen();
    await playing();
    await user.keyboard(TEST_ANSWERS.toLowerCase());
    const modal = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).not.toHaveClass('mg-button--primary'); // as found: the primary button, one click
    await user.click(reset);
    const confirm = await screen.findByRole('alertdialog', { name: T.resetConfirmTitle });
    expect(confirm).toHaveTextContent(T.resetConfirmDaily);
    await user.click(within(confirm).getByRole('button', { name: T.resetCancel }));
    expect(server.calls().filter((c) => c.kind === 'reset')).toHaveLength(0);
    expect(cell(1, 2)).toHaveAccessibleName(/letter C/);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.reset }),
    );
    await vi.waitFor(() =>
      expect(server.calls().filter((c) => c.kind === 'reset')).toHaveLength(1),
    );
  });

  it('pauses: the board is hidden and Continue resumes', async () => {
    const server = serveMini(http);
    const user = renderScreen();
    await playing();
    await user.keyboard('c');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('heading', { name: T.paused })).toBeInTheDocument();
    expect(screen.getByText(T.readyToPlay)).toBeInTheDocument();
    expect(cell(1, 2)).toHaveAccessibleName(/empty$/); // letters hidden while paused
    await user.keyboard('x'); // ignored while paused
    const [overlayContinue] = screen.getAllByRole('button', { name: 'Continue' });
    await user.click(overlayContinue as HTMLElement);
    await screen.findByRole('button', { name: 'Pause' });
    expect(cell(1, 2)).toHaveAccessibleName(/letter C$/);
    // the letter typed just before the pause rides with it
    expect(server.calls().map((c) => c.kind)).toEqual(['state', 'start', 'pause', 'start']);
  });

  it('waits for the before-start hook (the daily question) before starting the timer', async () => {
    const server = serveMini(http);
    const user = renderScreen({
      renderBeforeStart: (start) => (
        <div role="dialog" aria-label="Daily question">
          <button onClick={start}>Continue to Crossword</button>
        </div>
      ),
    });
    const button = await screen.findByRole('button', { name: 'Continue to Crossword' });
    expect(server.calls().map((c) => c.kind)).toEqual(['state']);
    expect(screen.queryByRole('button', { name: T.start })).not.toBeInTheDocument();
    await user.click(button); // 'Continue to Crossword' is the start
    await screen.findByRole('button', { name: 'Pause' });
    expect(server.calls().map((c) => c.kind)).toEqual(['state', 'start']);
  });

  it('shows the Start card when the before-start hook has nothing to ask', async () => {
    const server = serveMini(http);
    renderScreen({
      renderBeforeStart: (_start, nothingToAsk) => <NothingToAsk onMount={nothingToAsk} />,
    });
    await playing();
    expect(server.calls().map((c) => c.kind)).toEqual(['state', 'start']);
  });

  it('archive play: a notice, no leaderboard, and a reveal warning about practice, not the board', async () => {
    serveMini(http);
    const user = renderScreen({ mode: 'archive' });
    await playing();
    expect(screen.getByRole('note')).toHaveTextContent(T.archiveNotice);
    expect(screen.queryByRole('button', { name: 'Leaderboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('menuitem', { name: 'Square' }));
    // as found: "Reveal will hide your score from today's leaderboard" under a no-leaderboard banner
    const confirm = await screen.findByRole('alertdialog', { name: T.revealArchiveTitle });
    expect(confirm).toHaveTextContent(T.revealArchiveText);
    expect(confirm).not.toHaveTextContent(/leaderboard/i);
  });

  it('no puzzle: the server’s message and Check back tomorrow', async () => {
    serveMini(http, { noPuzzle: true });
    renderScreen();
    expect(await screen.findByRole('heading', { name: T.noPuzzleToday })).toBeInTheDocument();
    expect(screen.getByText(T.checkBackTomorrow)).toBeInTheDocument();
  });

  it('the Medical Crossword is not available at 768 px or less, and nothing starts', async () => {
    window.innerWidth = 768;
    renderScreen({ game: 'medical' });
    expect(screen.getByRole('heading', { name: T.notOnMobileTitle })).toBeInTheDocument();
    expect(screen.getByText(T.notOnMobileText)).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(http.requests).toEqual([]); // no request at all, for any game
  });

  it('the mobile Mini has the clue bar and an on-screen keyboard', async () => {
    window.innerWidth = 390;
    serveMini(http);
    const user = renderScreen();
    await playing();
    const keyboard = screen.getByRole('group', { name: 'Keyboard' });
    await user.click(within(keyboard).getByRole('button', { name: 'C' }));
    expect(cell(1, 2)).toHaveAccessibleName(/letter C$/);
    await user.click(within(keyboard).getByRole('button', { name: 'Backspace' }));
    await user.click(screen.getByRole('button', { name: 'Next clue' }));
    expect(screen.getByRole('button', { name: /^4 Across: Across 4/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board' })).toBeInTheDocument();
    expect(document.querySelector('input, textarea')).toBeNull();
  });

  it('on a phone, the clue lists come back after the solve, to review with the answers', async () => {
    window.innerWidth = 390;
    serveMini(http);
    const user = renderScreen();
    await playing();
    expect(screen.queryByRole('region', { name: 'Across' })).not.toBeInTheDocument();
    const keyboard = screen.getByRole('group', { name: 'Keyboard' });
    for (const letter of TEST_ANSWERS)
      await user.click(within(keyboard).getByRole('button', { name: letter }));
    const modal = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('region', { name: 'Across' })).toHaveTextContent('Across 1');
    expect(screen.getByRole('region', { name: 'Down' })).toHaveTextContent('Down 1');
  });
});
