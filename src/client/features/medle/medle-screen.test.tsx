import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { PLAY_TEXTS } from '../../ui/play';
import { suggest } from './medle-guess-form';
import { MedleScreen, type MedleScreenProps } from './medle-screen';
import { MEDLE_MESSAGES } from '../../../shared/medle/play';
import { MEDLE_TEXTS as T } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { serveMedle, TEST_CASE } from '../../../../test-support/client/games/medle';

const http = installFakeServer();

function renderScreen(props: Partial<MedleScreenProps> = {}) {
  const { MemoryRouter } = memoryRouter('/medle');
  render(
    <MemoryRouter>
      <MedleScreen
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

const clues = () => within(screen.getByRole('region', { name: T.clues })).getAllByRole('listitem');
const field = () => screen.getByRole('combobox', { name: T.guessLabel });

async function guess(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(field());
  if (text) await user.type(field(), text);
  await user.click(screen.getByRole('button', { name: T.submit }));
}

describe('MedleScreen', () => {
  it('says it is loading, then shows the header, focus, difficulty and a Start card', async () => {
    serveMedle(http);
    const release = http.hold();
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    act(release);
    await screen.findByRole('region', { name: PLAY_TEXTS.readyToPlay });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    expect(screen.getByText(/Today's Focus:/).parentElement).toHaveTextContent(
      "Today's Focus: Infectious Disease",
    );
    expect(screen.getByText('Complex')).toHaveTextContent('Difficulty: Complex');
    expect(screen.getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
  });

  it("classes guesses, says 'You're Close!', releases a clue after two misses on a Complex case", async () => {
    const server = serveMedle(http);
    const user = renderScreen();
    await start();
    expect(clues()).toHaveLength(1);
    expect(screen.getByText(T.guessesLeft(2))).toBeInTheDocument();
    await guess(user, 'tick-borne illness');
    expect(await screen.findByText(T.close)).toBeInTheDocument();
    await guess(user, '');
    expect(await screen.findByText('(empty)')).toBeInTheDocument();
    expect(clues()).toHaveLength(2);
    expect(clues()[1]).toHaveTextContent(TEST_CASE.clues[1]!);
    const history = screen.getByRole('region', { name: T.history });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tick-borne illness≈ Close', '(empty)✕ Not it']);
    expect(server.moves()).toEqual([
      { type: 'guess', text: 'tick-borne illness' },
      { type: 'guess', text: '' },
    ]);
  });

  it('shows under the field why a text that is no diagnosis on the list was not counted, until it is edited', async () => {
    serveMedle(http);
    const user = renderScreen();
    await start();
    const packed = 'lyme disease borreliosis tick rash fever';
    await guess(user, packed);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MEDLE_MESSAGES.notADiagnosis);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(MEDLE_MESSAGES.notADiagnosis);
    expect(field()).toHaveValue(packed);
    // no guess used, nothing classed
    expect(screen.getByText(T.guessesLeft(2))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.history })).not.toBeInTheDocument();
    expect(screen.queryByText(T.close)).not.toBeInTheDocument();
    await user.type(field(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    await guess(user, 'Measles');
    expect(await screen.findByText('Measles')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('wins with an accepted answer: the result panel, Explain, Share, the leaderboard', async () => {
    const server = serveMedle(http);
    const user = renderScreen();
    await start();
    await user.click(screen.getByRole('button', { name: T.nextClue }));
    server.advance(40_000);
    await guess(user, 'lyme borreliosis');
    const panel = await screen.findByRole('region', { name: T.wonTitle });
    expect(panel).toHaveTextContent('You diagnosed Lyme disease with 1 guess and 2 clues in');
    expect(within(panel).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: T.explain }));
    const explain = await screen.findByRole('dialog', { name: 'Lyme disease' });
    expect(explain).toHaveTextContent(TEST_CASE.why_diagnosis);
    expect(explain).toHaveTextContent(`Source: ${TEST_CASE.source}`);
    await user.click(within(explain).getByRole('button', { name: 'Close' }));
    await user.click(within(panel).getByRole('button', { name: T.leaderboard }));
    expect(screen.getByRole('dialog', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: T.guessLabel })).not.toBeInTheDocument();
  });

  it('Reveal Diagnosis asks first, then ends the case lost; Try Again starts over', async () => {
    const server = serveMedle(http);
    const user = renderScreen();
    await start();
    for (let i = 1; i < TEST_CASE.clues.length; i++)
      await user.click(screen.getByRole('button', { name: T.nextClue }));
    expect(clues()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: T.revealDiagnosis }));
    const ask = await screen.findByRole('alertdialog', { name: T.revealTitle });
    await user.click(within(ask).getByRole('button', { name: T.revealConfirm }));
    const panel = await screen.findByRole('region', { name: T.lostTitle });
    expect(panel).toHaveTextContent(T.lostText('Lyme disease'));
    await user.click(within(panel).getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('combobox', { name: T.guessLabel })).toBeEnabled();
    expect(clues()).toHaveLength(1);
    expect(server.calls().at(-1)?.kind).toBe('reset');
  });

  it('hides the clues while paused', async () => {
    serveMedle(http);
    const user = renderScreen();
    await start();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(PLAY_TEXTS.paused)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.clues }).querySelector('ol')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(field()).toBeDisabled();
  });
});

/** The live regions (not hidden) whose text says `pattern`: what a screen reader announces. */
function spoken(pattern: RegExp): Element[] {
  const live = document.querySelectorAll('[role="status"], [role="alert"], [aria-live]');
  return [...live].filter(
    (el) => el.closest('[aria-hidden="true"]') === null && pattern.test(el.textContent ?? ''),
  );
}

describe('MedleScreen, keyboard and screen readers', () => {
  it('puts focus in the diagnosis field after Start, so typing goes in at once', async () => {
    serveMedle(http);
    const user = renderScreen();
    await start();
    expect(field()).toHaveFocus();
    await user.keyboard('Measles');
    expect(field()).toHaveValue('Measles');
  });

  it("says 'You're Close!' on screen, and once to screen readers", async () => {
    serveMedle(http);
    const user = renderScreen();
    await start();
    await guess(user, 'tick-borne illness');
    expect(await screen.findByText(T.close)).toBeVisible();
    expect(spoken(/you're close/i)).toHaveLength(1);
  });

  it('suggests names in a listbox under the field: Down, Up, Enter takes one, Escape closes', async () => {
    const server = serveMedle(http);
    const user = renderScreen();
    await start();
    await user.type(field(), 'lym');
    const list = await screen.findByRole('listbox', { name: T.suggestions });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lyme disease', 'Lymphoma', 'Lymphangitis']);
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = within(list).getByRole('option', { name: 'Lyme disease' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveValue('lym');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field()).toHaveValue('Lyme disease');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(server.moves()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: T.wonTitle })).toBeInTheDocument();
    expect(server.moves()).toEqual([{ type: 'guess', text: 'Lyme disease' }]);
  });

  it('takes a suggestion tapped, keeping focus in the field', async () => {
    serveMedle(http);
    const user = renderScreen();
    await start();
    await user.type(field(), 'meas');
    await user.click(await screen.findByRole('option', { name: 'Measles' }));
    expect(field()).toHaveValue('Measles');
    expect(field()).toHaveFocus();
  });
});

describe('MedleScreen, share', () => {
  it('Share marks the clues, each guess (close ones yellow) and counts the guesses', async () => {
    const server = serveMedle(http);
    const user = renderScreen();
    await start();
    await guess(user, 'tick-borne illness');
    await user.click(screen.getByRole('button', { name: T.nextClue }));
    server.advance(40_000);
    await guess(user, 'lyme borreliosis');
    const panel = await screen.findByRole('region', { name: T.wonTitle });
    await user.click(within(panel).getByRole('button', { name: 'Share' }));
    const lines = (await navigator.clipboard.readText()).split('\n');
    expect(lines[0]).toMatch(/^MedGrid Medle 24 Nov 2026 — 2\/5 · 2 guesses · \d+:\d\d$/);
    expect(lines.slice(1, 3)).toEqual(['🟥🟩⬜⬜⬜', '🟨🟩']);
    expect(lines.join('\n')).not.toMatch(/lyme|tick/i);
  });
});

describe('suggest', () => {
  const names = ['Lyme disease', 'Lymphoma', 'Hodgkin lymphoma', 'Measles'];
  it('offers nothing under 3 letters, then names by start, then by a word', () => {
    expect(suggest(names, 'ly')).toEqual([]);
    expect(suggest(names, 'lym')).toEqual(['Lyme disease', 'Lymphoma', 'Hodgkin lymphoma']);
    expect(suggest(names, 'LYMPH')).toEqual(['Lymphoma', 'Hodgkin lymphoma']);
    expect(suggest(names, 'measles')).toEqual([]);
  });

  it('finds the US names from British spelling', () => {
    const list = ['Hemochromatosis', 'Iron deficiency anemia', 'Esophageal atresia'];
    expect(suggest(list, 'haemo')).toEqual(['Hemochromatosis']);
    expect(suggest(list, 'anaem')).toEqual(['Iron deficiency anemia']);
    expect(suggest(list, 'oesoph')).toEqual(['Esophageal atresia']);
  });
});
