import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { NEXT_ROUND_MS } from '../../../shared/medmatch/schema-constants';
import { MedmatchScreen, type MedmatchScreenProps } from './medmatch-screen';
import { Sheet } from '../../ui';
import { MEDMATCH_TEXTS as T } from './texts';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import {
  FIRST_ROUND_SHOWN,
  serveMedmatch,
  TEST_DAY,
} from '../../../../test-support/client/games/medmatch';

const http = installFakeServer();

function renderScreen(props: Partial<MedmatchScreenProps> = {}) {
  const { MemoryRouter } = memoryRouter('/medmatch');
  render(
    <MemoryRouter>
      <MedmatchScreen
        date="today"
        mode="daily"
        renderLeaderboard={({ open }) =>
          open ? <div role="dialog" aria-label="Leaderboard" /> : null
        }
        renderStats={({ open }) => (open ? <div role="dialog" aria-label="Stats" /> : null)}
        loadFunFact={() =>
          Promise.resolve({
            text: 'Penicillin was discovered in 1928.',
            source: 'Fleming, Br J Exp Pathol, 1929',
          })
        }
        {...props}
      />
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const term = (name: string) => screen.getByRole('button', { name: new RegExp(`^.?${name}$`) });
const waitRound = () => act(async () => void vi.advanceTimersByTime(NEXT_ROUND_MS + 10));

afterEach(() => vi.useRealTimers());

describe('MedmatchScreen', () => {
  it('starts from the start screen: title, hearts, description, Start Challenge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMedmatch(http);
    const user = renderScreen();
    expect(await screen.findByRole('heading', { name: T.startTitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.lives(3, 3) })).toBeInTheDocument();
    expect(screen.getByText(T.description(2, 3))).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.start }));
    expect(await screen.findByRole('heading', { name: T.round(1, 2) })).toBeInTheDocument();
    expect(screen.getByText(T.prompt)).toBeInTheDocument();
    // the four terms in the server's order (here not the stored one), not re-ordered
    const shown = within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(shown).toEqual(FIRST_ROUND_SHOWN);
    expect([...shown].sort()).toEqual([...(TEST_DAY.rounds[0]?.terms ?? [])].sort());
    expect(shown).not.toEqual(TEST_DAY.rounds[0]?.terms);
  });

  it('a wrong pick costs a life and stays marked; a right one opens the next round a second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveMedmatch(http);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: T.start }));
    await screen.findByRole('heading', { name: T.round(1, 2) });
    await user.click(term('Cefazolin'));
    expect(await screen.findByRole('img', { name: T.lives(2, 3) })).toBeInTheDocument();
    await waitRound();
    expect(term('Cefazolin')).toBeDisabled();
    await user.click(term('Vancomycin'));
    expect(await screen.findByRole('button', { name: /Vancomycin/ })).toHaveAccessibleDescription(
      'The odd one out',
    );
    await waitRound();
    expect(await screen.findByRole('heading', { name: T.round(2, 2) })).toBeInTheDocument();
    expect(server.moves()).toEqual([
      { type: 'pick', round: 0, term: 'Cefazolin' },
      { type: 'pick', round: 0, term: 'Vancomycin' },
    ]);
  });

  it('wins to Challenge Complete!, then the review and the mini-quiz to its results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveMedmatch(http);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: T.start }));
    await screen.findByRole('heading', { name: T.round(1, 2) });
    await user.click(term('Vancomycin'));
    await waitRound();
    await user.click(await screen.findByRole('button', { name: /^.?Amlodipine$/ }));
    await waitRound();
    const result = await screen.findByRole('region', { name: T.wonTitle });
    expect(result).toHaveTextContent(T.livesLeft(3));
    await user.click(within(result).getByRole('button', { name: T.reviewAnswers }));

    const review = screen.getByRole('region', { name: T.review });
    const cards = within(review)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('details'));
    expect(cards).toHaveLength(2);
    await user.click(within(cards[0] as HTMLElement).getByText(T.reviewRound(1)));
    expect(cards[0]).toHaveTextContent('The others: Beta-lactams');
    expect(cards[0]).toHaveTextContent('A glycopeptide.');

    await user.click(within(review).getByRole('button', { name: T.toQuiz }));
    expect(screen.getByRole('heading', { name: T.question(1, 2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Amoxicillin' }));
    expect(await screen.findByText(T.incorrect('Vancomycin'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.next }));
    await user.click(screen.getByRole('button', { name: 'Amlodipine' }));
    expect(await screen.findByText(T.correct)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.finish }));
    const results = await screen.findByRole('dialog', { name: T.quizResultsTitle });
    expect(results).toHaveTextContent(T.quizScore(1, 2));
    expect(results).toHaveTextContent('Penicillin was discovered in 1928.');
    expect(results).toHaveTextContent('Source: Fleming, Br J Exp Pathol, 1929');
    await user.click(within(results).getByRole('button', { name: T.retake }));
    expect(screen.getByRole('heading', { name: T.question(1, 2) })).toBeInTheDocument();
    expect(server.quizCalls()).toEqual([
      { question: 0, option: 'Amoxicillin' },
      { question: 1, option: 'Amlodipine' },
    ]);
  });

  it('loses with the last life to Game Over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMedmatch(http);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: T.start }));
    await screen.findByRole('heading', { name: T.round(1, 2) });
    for (const name of ['Amoxicillin', 'Cefazolin', 'Meropenem']) {
      await user.click(term(name));
      await waitRound();
    }
    const result = await screen.findByRole('region', { name: T.lostTitle });
    expect(result).toHaveTextContent(T.livesLeft(0));
  });

  it("asks 'Exit Game?' before a link leaves a run; Stay and Play keeps it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveMedmatch(http);
    const { MemoryRouter } = memoryRouter('/medmatch');
    render(
      <MemoryRouter>
        <a href="/landing">Home</a>
        <MedmatchScreen date="today" mode="daily" />
      </MemoryRouter>,
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: T.start }));
    await screen.findByRole('heading', { name: T.round(1, 2) });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const ask = await screen.findByRole('alertdialog', { name: T.exitTitle });
    await user.click(within(ask).getByRole('button', { name: T.stay }));
    expect(screen.getByRole('heading', { name: T.round(1, 2) })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.exitConfirm }),
    );
    await vi.waitFor(() => expect(server.moves()).toEqual([{ type: 'exit' }]));
  });
});

const terms = () => within(screen.getByRole('list')).getAllByRole('button');
const announcer = () => document.querySelector('[aria-live="polite"]');

async function startByKeyboard() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const server = serveMedmatch(http);
  const user = renderScreen();
  (await screen.findByRole('button', { name: T.start })).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: T.round(1, 2) });
  return { server, user };
}

describe('MedmatchScreen, keyboard and screen readers', () => {
  it('keeps focus on the terms: the first after Start, the next open one after a wrong pick, the first of a new round', async () => {
    const { user } = await startByKeyboard();
    expect(terms()[0]).toHaveFocus();
    expect(announcer()).toHaveTextContent(T.roundHeard(1, 2, FIRST_ROUND_SHOWN));
    // arrows move between the terms
    await user.keyboard('{ArrowRight}');
    expect(terms()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(terms()[3]).toHaveFocus();
    await user.keyboard('{Home}');
    const wrong = FIRST_ROUND_SHOWN.findIndex((t) => t !== 'Vancomycin');
    for (let i = 0; i < wrong; i++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: T.lives(2, 3) })).toBeInTheDocument();
    expect(terms()[wrong]).toBeDisabled();
    expect(terms()[wrong + 1]).toHaveFocus();
    await waitRound();
    expect(terms()[wrong + 1]).toHaveFocus();
    while (document.activeElement?.textContent !== 'Vancomycin') await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(announcer()).toHaveTextContent(T.rightPick('Vancomycin')));
    expect(screen.getByRole('button', { name: /Vancomycin/ })).toHaveFocus();
    await waitRound();
    await screen.findByRole('heading', { name: T.round(2, 2) });
    expect(terms()[0]).toHaveFocus();
    const second = terms().map((b) => b.textContent ?? '');
    expect(announcer()).toHaveTextContent(T.roundHeard(2, 2, second));
  });

  it('Game Over shows the score and the lives left', async () => {
    const { user } = await startByKeyboard();
    for (let i = 0; i < 3; i++) {
      while (document.activeElement?.textContent === 'Vancomycin')
        await user.keyboard('{ArrowDown}');
      await user.keyboard('{Enter}');
      await waitRound();
    }
    const result = await screen.findByRole('region', { name: T.lostTitle });
    expect(result).toHaveTextContent(T.score(0));
    expect(result).toHaveTextContent(T.livesLeft(0));
    expect(within(result).getByRole('heading', { name: T.lostTitle })).toHaveFocus();
  });

  it('keeps focus in the mini-quiz: Next after an answer, the first option of the next question', async () => {
    const { user } = await startByKeyboard();
    for (let round = 1; round <= 2; round++) {
      await screen.findByRole('heading', { name: T.round(round, 2) });
      const impostor = TEST_DAY.rounds[round - 1]!.impostor;
      while (document.activeElement?.textContent !== impostor) await user.keyboard('{ArrowDown}');
      await user.keyboard('{Enter}');
      await waitRound();
    }
    await user.click(await screen.findByRole('button', { name: T.reviewAnswers }));
    await user.click(screen.getByRole('button', { name: T.toQuiz }));
    const first = within(
      screen.getByRole('list', { name: TEST_DAY.quiz_questions[0]!.question_text }),
    ).getAllByRole('button');
    expect(first[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: T.next })).toHaveFocus();
    await user.keyboard('{Enter}');
    const second = within(
      screen.getByRole('list', { name: TEST_DAY.quiz_questions[1]!.question_text }),
    ).getAllByRole('button');
    expect(second[0]).toHaveFocus();
  });

  it('Stay and Play closes the menu the link was in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMedmatch(http);
    const { MemoryRouter } = memoryRouter('/medmatch');
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Sheet open={open} onOpenChange={setOpen} title="Menu">
            <a href="/landing">Home</a>
          </Sheet>
          <MedmatchScreen date="today" mode="daily" />
        </>
      );
    }
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // the game runs (Start pressed), then the menu's link is followed
    await screen.findByRole('button', { name: T.start });
    act(() => screen.getByRole('button', { name: T.start }).click());
    await screen.findByRole('heading', { name: T.round(1, 2) });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const ask = await screen.findByRole('alertdialog', { name: T.exitTitle });
    await user.click(within(ask).getByRole('button', { name: T.stay }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: T.round(1, 2) })).toBeInTheDocument();
  });
});

describe('MedmatchScreen, after a loss', () => {
  it("Game Over names the failed round's odd one out; the review names the wrong picks; Share marks the rounds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMedmatch(http);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: T.start }));
    await screen.findByRole('heading', { name: T.round(1, 2) });
    expect(document.body).not.toHaveTextContent(T.failedRound(1, 'Vancomycin', 'Beta-lactams'));
    for (const name of ['Amoxicillin', 'Cefazolin', 'Meropenem']) {
      await user.click(term(name));
      await waitRound();
    }
    const result = await screen.findByRole('region', { name: T.lostTitle });
    expect(result).toHaveTextContent(T.failedRound(1, 'Vancomycin', 'Beta-lactams'));

    await user.click(within(result).getByRole('button', { name: 'Share' }));
    const lines = (await navigator.clipboard.readText()).split('\n');
    expect(lines[0]).toMatch(/^MedGrid MedMatch .+ — 0\/2 · \d+:\d\d$/);
    expect(lines[1]).toBe('🟥⬜');

    await user.click(within(result).getByRole('button', { name: T.reviewAnswers }));
    const review = screen.getByRole('region', { name: T.review });
    const card = within(review)
      .getAllByRole('listitem')
      .find((li) => li.querySelector('details'));
    expect(card).toHaveTextContent(T.wrongPicks(['Amoxicillin', 'Cefazolin', 'Meropenem']));
    const picked = within(card as HTMLElement).getAllByText(T.yourPick, { exact: false });
    expect(picked).toHaveLength(3);
    expect(card).toHaveTextContent(T.missed);
    expect(within(review).getByText(T.reviewRound(2)).parentElement).toHaveTextContent(
      T.notReached,
    );
  });
});
