import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { PLAY_TEXTS } from '../../ui/play';
import { DEFAULT_SOLVER_SETTINGS } from '../../../shared/play/solver-settings';
import { MedwordScreen, type MedwordScreenProps } from './medword-screen';
import { NOTICE_MS } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { serveMedword, TEST_WORD } from '../../../../test-support/client/games/medword';

const http = installFakeServer();

function renderScreen(props: Partial<MedwordScreenProps> = {}) {
  const { MemoryRouter } = memoryRouter('/medword');
  render(
    <MemoryRouter>
      <MedwordScreen
        date="today"
        mode="daily"
        renderLeaderboard={({ open }) =>
          open ? <div role="dialog" aria-label="Leaderboard" /> : null
        }
        renderStats={({ open }) => (open ? <div role="dialog" aria-label="Stats" /> : null)}
        {...props}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function start() {
  await userEvent.click(await screen.findByRole('button', { name: PLAY_TEXTS.start }));
  await screen.findByRole('button', { name: 'Pause' });
}

const rows = () => within(screen.getByRole('list', { name: 'Guesses' })).getAllByRole('listitem');
const key = (name: string | RegExp) =>
  within(screen.getByRole('group', { name: 'Keyboard' })).getByRole('button', { name });

/** Types a word on the physical keyboard and presses Enter. */
async function guess(user: ReturnType<typeof userEvent.setup>, word: string) {
  await user.keyboard(`${word}{Enter}`);
}

describe('MedwordScreen', () => {
  it("says it is loading, then shows the day's header and the grid under a Start card", async () => {
    const server = serveMedword(http);
    const release = http.hold();
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    act(release);
    await screen.findByRole('region', { name: PLAY_TEXTS.readyToPlay });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    expect(screen.getByText(/Today's Focus:/).parentElement).toHaveTextContent(
      "Today's Focus: Hematology",
    );
    expect(screen.getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PLAY_TEXTS.readyToPlay })).toHaveTextContent(
      T.startText,
    );
    expect(rows()).toHaveLength(6);
    expect(server.calls().map((c) => c.kind)).toEqual(['state']);
  });

  it('colours a guess typed on the physical keyboard, announces it and colours the keys', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    await guess(user, 'banana');
    expect(server.moves()).toEqual([{ type: 'guess', word: 'BANANA' }]);
    // ANEMIA vs BANANA: absent present present absent absent correct
    expect(rows()[0]).toHaveAccessibleName(
      'Row 1: B absent, A present, N present, A absent, N absent, A correct',
    );
    expect(screen.getByText(/^Row 1: B absent/, { selector: '[aria-live]' })).toBeInTheDocument();
    expect(key(/^A,/)).toHaveAccessibleName('A, in the word, right spot');
    expect(key(/^N,/)).toHaveAccessibleName('N, in the word, another spot');
    expect(key(/^B,/)).toHaveAccessibleName('B, not in the word');
    expect(key('Q')).toHaveAccessibleName('Q');
  });

  it("answers a word outside the dictionary with 'Not in word list' for 2 s, counting nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = serveMedword(http);
      const user = renderScreen();
      await start();
      await guess(user, 'qwerty');
      expect(await screen.findByText(T.notInWordList)).toBeInTheDocument();
      expect(rows()[0]).toHaveAccessibleName('Row 1: typing Q W E R T Y');
      expect(server.progress()?.guesses).toEqual([]);
      act(() => void vi.advanceTimersByTime(NOTICE_MS + 10));
      expect(screen.queryByText(T.notInWordList)).not.toBeInTheDocument();
      // the row is kept to correct: delete a letter, type another word
      await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      await guess(user, 'sepsis');
      expect(server.progress()?.guesses).toEqual(['SEPSIS']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Enter still submits after Help is closed with Escape and focus is back on its button', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    await user.keyboard('banan');
    const help = screen.getByRole('button', { name: T.help });
    await user.click(help);
    await screen.findByRole('dialog', { name: T.help });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByRole('button', { name: 'Pause' });
    expect(help).toHaveFocus();
    // the letter and Enter go to the game, not to the focused button
    await user.keyboard('a{Enter}');
    // the row typed so far rode with Help's pause, so Enter right after Help is not too fast
    await waitFor(() =>
      expect(server.moves()).toEqual([
        { type: 'draft', letters: 'BANAN' },
        { type: 'guess', word: 'BANANA' },
      ]),
    );
    expect(screen.queryByRole('dialog', { name: T.help })).not.toBeInTheDocument();
    // '?' opens Help from the keyboard too
    expect(help).toHaveAttribute('aria-keyshortcuts', '?');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: T.help })).toBeInTheDocument();
  });

  it("stops the server's clock while Help is open: the ranked time leaves it out", async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    server.advance(4_000);
    await user.click(screen.getByRole('button', { name: T.help }));
    await screen.findByRole('dialog', { name: T.help });
    await waitFor(() => expect(server.calls().at(-1)?.kind).toBe('pause'));
    server.advance(120_000); // two minutes reading Help
    await user.click(
      within(screen.getByRole('dialog', { name: T.help })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(server.calls().at(-1)?.kind).toBe('start'));
    await screen.findByRole('button', { name: 'Pause' });
    server.advance(6_000);
    await guess(user, TEST_WORD);
    const end = await screen.findByRole('dialog', { name: T.winTitle });
    expect(end).toHaveTextContent(`You found ${TEST_WORD} in 1 guess and 10s.`);
  });

  it('Hard Mode: a guess that drops a revealed hint gets the reason as a toast, unsent', async () => {
    const server = serveMedword(http);
    const user = renderScreen({ settings: { ...DEFAULT_SOLVER_SETTINGS, hardMode: true } });
    await start();
    await guess(user, 'banana');
    await waitFor(() => expect(server.progress()?.guesses).toEqual(['BANANA']));
    expect(server.progress()?.hard).toBe(true);
    await guess(user, 'sepsis');
    expect(await screen.findByText('6th letter must be A')).toBeInTheDocument();
    expect(server.moves()).toEqual([{ type: 'guess', word: 'BANANA', hard: true }]);
    await user.keyboard('{Backspace}'.repeat(6));
    await guess(user, TEST_WORD);
    const end = await screen.findByRole('dialog', { name: T.winTitle });
    expect(end).toHaveTextContent('Hard Mode');
  });

  it('Hard Mode cannot be switched on after the first guess: the switch says why', async () => {
    serveMedword(http);
    const onSettingsChange = vi.fn();
    const user = renderScreen({ onSettingsChange });
    await start();
    await user.click(screen.getByRole('button', { name: 'Solver settings' }));
    const before = await screen.findByRole('switch', { name: 'Hard Mode' });
    expect(before).toBeEnabled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
    await guess(user, 'banana');
    await screen.findByText(/^Row 1: B absent/, { selector: '[aria-live]' });
    await user.click(screen.getByRole('button', { name: 'Solver settings' }));
    const after = await screen.findByRole('switch', { name: 'Hard Mode' });
    expect(after).toBeDisabled();
    expect(after).toHaveAccessibleDescription(new RegExp(T.hardModeLocked));
    expect(onSettingsChange).not.toHaveBeenCalled();
  });

  it('pauses on the server while the solver settings are open, and types nothing behind them', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    await user.click(screen.getByRole('button', { name: 'Solver settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solver settings' });
    await waitFor(() => expect(server.calls().at(-1)?.kind).toBe('pause'));
    await user.keyboard('abc');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(server.calls().at(-1)?.kind).toBe('start'));
    await screen.findByRole('button', { name: 'Pause' });
    expect(rows()[0]).toHaveAccessibleName('Row 1: empty');
  });

  it('asks for six letters before sending', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    await guess(user, 'sep');
    expect(await screen.findByText(T.notEnoughLetters)).toBeInTheDocument();
    expect(server.moves()).toEqual([]);
  });

  it('plays on the on-screen keyboard to a win: the end modal, Share, the score and About', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    for (const letter of 'ANGINA') await user.click(key(new RegExp(`^${letter}$`)));
    await user.click(key('DELETE'));
    await user.click(key(/^A$/));
    await user.click(key('ENTER'));
    expect(server.moves()).toEqual([{ type: 'guess', word: 'ANGINA' }]);
    for (const letter of TEST_WORD) await user.click(key(new RegExp(`^${letter}(,|$)`)));
    server.advance(42_000);
    await user.click(key('ENTER'));
    const end = await screen.findByRole('dialog', { name: T.winTitle });
    expect(end).toHaveTextContent(`You found ${TEST_WORD} in 2 guesses and`);
    expect(within(end).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(within(end).getByRole('button', { name: T.about(TEST_WORD) }));
    const about = await screen.findByRole('dialog', { name: T.about(TEST_WORD) });
    expect(about).toHaveTextContent('A fall in red cells');
    expect(about).toHaveTextContent('Source: WHO, Anaemia fact sheet (2023)');
    // finished: no keyboard and no hint to ask for; 'See Results' opens the end modal again
    expect(screen.queryByRole('group', { name: 'Keyboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.showHint })).not.toBeInTheDocument();
    await user.click(within(about).getByRole('button', { name: 'Close' }));
    await user.click(within(end).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = screen.getByRole('group', { name: T.finishedActions });
    await user.click(within(after).getByRole('button', { name: T.results }));
    expect(await screen.findByRole('dialog', { name: T.winTitle })).toBeInTheDocument();
  });

  it('shows the word after six misses, and Try Again starts again', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    for (const word of ['banana', 'sepsis', 'angina', 'fibula', 'median', 'tonsil'])
      await guess(user, word);
    const end = await screen.findByRole('dialog', { name: T.lossTitle });
    expect(end).toHaveTextContent(T.lossText(TEST_WORD));
    await user.click(within(end).getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('group', { name: 'Keyboard' })).toBeInTheDocument();
    expect(rows()[0]).toHaveAccessibleName('Row 1: empty');
    expect(server.calls().at(-1)?.kind).toBe('reset');
  });

  it('opens hints one at a time, on request', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    const hints = screen.getByRole('region', { name: 'Hints' });
    expect(hints).not.toHaveTextContent('blood count');
    await user.click(within(hints).getByRole('button', { name: T.showHint }));
    expect(await within(hints).findByText('Often found on a blood count.')).toBeInTheDocument();
    expect(hints).not.toHaveTextContent('Iron deficiency');
    await user.click(within(hints).getByRole('button', { name: T.showHint }));
    expect(await within(hints).findByText(/Iron deficiency/)).toBeInTheDocument();
    expect(within(hints).getByRole('button', { name: T.noMoreHints })).toBeDisabled();
    expect(server.progress()?.hintsUsed).toBe(2);
  });

  it('hides the letters while paused and types nothing', async () => {
    const server = serveMedword(http);
    const user = renderScreen();
    await start();
    await guess(user, 'sepsis');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByRole('region', { name: PLAY_TEXTS.paused });
    expect(rows()[0]).toHaveAccessibleName('Row 1: empty');
    await user.keyboard('banana');
    // the overlay's Continue has the focus: Enter continues
    const overlay = screen.getByRole('region', { name: PLAY_TEXTS.paused });
    expect(within(overlay).getByRole('button', { name: PLAY_TEXTS.continue })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Pause' });
    expect(rows()[0]).toHaveAccessibleName(/^Row 1: S /);
    expect(rows()[1]).toHaveAccessibleName('Row 2: empty');
    expect(server.moves()).toHaveLength(1);
  });

  it('archive play: a notice and no leaderboard', async () => {
    serveMedword(http);
    renderScreen({ date: '2026-11-01', mode: 'archive', renderLeaderboard: undefined });
    await start();
    expect(screen.getByRole('note')).toHaveTextContent(T.archiveNotice);
    expect(screen.queryByRole('button', { name: T.leaderboard })).not.toBeInTheDocument();
  });

  it("shows 'No Word Available' when there is no word", async () => {
    serveMedword(http, { noPuzzle: true, noPuzzleMessage: '' });
    renderScreen();
    expect(await screen.findByRole('heading', { name: T.noWordTitle })).toBeInTheDocument();
    expect(screen.getByText(T.noWordText)).toBeInTheDocument();
  });

  it('draws the high-contrast colours when the setting is on', async () => {
    serveMedword(http);
    renderScreen({ settings: { ...DEFAULT_SOLVER_SETTINGS, highContrast: true } });
    await screen.findByRole('heading', { level: 1, name: T.title });
    expect(document.querySelector('.mw-page')).toHaveClass('mw-page--contrast');
  });
});
