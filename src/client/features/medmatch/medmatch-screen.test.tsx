import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import { NEXT_ROUND_MS } from '../../../shared/medmatch/schema-constants';
import { MedmatchScreen, type MedmatchScreenProps } from './medmatch-screen';
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
        loadFunFact={() => Promise.resolve('Penicillin was discovered in 1928.')}
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
