import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeckCardView } from '../../../shared/decks/schemas';
import { CardTable } from './card-table';
import { DECK_TEXTS as T } from './texts';

const card = (number: number, problem: string | null = null): DeckCardView => ({
  number,
  clue: `Clue ${number}`,
  display: `Answer ${number}`,
  answer: `ANSWER${number}`,
  problem,
});

function Table({ cards, first }: { cards: DeckCardView[]; first: number[] }) {
  const [chosen, setChosen] = useState(new Set(first));
  return <CardTable cards={cards} chosen={chosen} onChange={setChosen} />;
}

describe('choosing cards', () => {
  it('marks a card that cannot be used with its reason, and it cannot be chosen', () => {
    render(<Table cards={[card(1), card(2, 'The answer has no letters')]} first={[1]} />);
    expect(screen.getByRole('checkbox', { name: 'Card 1: Answer 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Card 2: Answer 2' })).toBeDisabled();
    expect(screen.getByRole('cell', { name: 'The answer has no letters' })).toBeInTheDocument();
    expect(screen.getByText(T.chosen(1))).toBeInTheDocument();
  });

  it('holds at most 30: the rest wait until one is let go', async () => {
    const user = userEvent.setup();
    const cards = Array.from({ length: 32 }, (_, i) => card(i + 1));
    render(<Table cards={cards} first={[]} />);
    await user.click(screen.getByRole('button', { name: T.chooseFirst(30) }));
    expect(screen.getByText(T.chosen(30))).toBeInTheDocument();
    const last = screen.getByRole('checkbox', { name: 'Card 32: Answer 32' });
    expect(last).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Card 1: Answer 1' }));
    expect(last).toBeEnabled();
    await user.click(last);
    expect(screen.getByText(T.chosen(30))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.clearChoice }));
    expect(screen.getByText(T.chosen(0))).toBeInTheDocument();
  });
});
