import { CROSSWORD_CARDS_MAX, type DeckCardView } from '../../../shared/decks/schemas';
import { Button, useIsMobile } from '../../ui';
import { DECK_TEXTS as T } from './texts';

export interface CardTableProps {
  cards: readonly DeckCardView[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
}

/** The deck's cards with a box to choose each usable one; the others say why they cannot be used. */
export function CardTable({ cards, chosen, onChange }: CardTableProps) {
  const usable = cards.filter((c) => c.problem === null);
  const toggle = (n: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(n);
    else next.delete(n);
    onChange(next);
  };
  const full = chosen.size >= CROSSWORD_CARDS_MAX;
  // a phone has no room for five columns: each card is a row of its own
  const mobile = useIsMobile();
  return (
    <section className="decks__section" aria-labelledby="deck-cards">
      <h2 className="decks__heading" id="deck-cards">
        {T.previewHeading}
      </h2>
      <p className="decks__hint">{T.chooseHint}</p>
      <div className="decks__choice" aria-live="polite">
        <span>{T.chosen(chosen.size)}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange(new Set(usable.slice(0, CROSSWORD_CARDS_MAX).map((c) => c.number)))
          }
        >
          {T.chooseFirst(Math.min(usable.length, CROSSWORD_CARDS_MAX))}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(new Set())}>
          {T.clearChoice}
        </Button>
      </div>
      {mobile ? (
        <ul className="decks__cards">
          {cards.map((card) => {
            const on = chosen.has(card.number);
            return (
              <li key={card.number} className={card.problem ? 'decks__row--unusable' : undefined}>
                <input
                  id={`card-${card.number}`}
                  type="checkbox"
                  className="decks__check"
                  checked={on}
                  disabled={card.problem !== null || (full && !on)}
                  aria-describedby={`card-${card.number}-clue`}
                  onChange={(e) => toggle(card.number, e.currentTarget.checked)}
                />
                <label htmlFor={`card-${card.number}`} className="decks__answer">
                  <span className="visually-hidden">{`Card ${card.number}: `}</span>
                  {card.display}
                </label>
                <p id={`card-${card.number}-clue`} className="decks__clue">
                  {card.clue}
                  {card.problem ? <span className="decks__note">{card.problem}</span> : null}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="decks__table-wrap">
          <table className="decks__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Choose</span>
                </th>
                <th scope="col">#</th>
                <th scope="col">{T.clueColumn}</th>
                <th scope="col">{T.answerColumn}</th>
                <th scope="col">{T.noteColumn}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => {
                const on = chosen.has(card.number);
                return (
                  <tr
                    key={card.number}
                    className={card.problem ? 'decks__row--unusable' : undefined}
                  >
                    <td>
                      <input
                        type="checkbox"
                        className="decks__check"
                        checked={on}
                        disabled={card.problem !== null || (full && !on)}
                        aria-label={`Card ${card.number}: ${card.display}`}
                        onChange={(e) => toggle(card.number, e.currentTarget.checked)}
                      />
                    </td>
                    <td className="decks__num">{card.number}</td>
                    <td className="decks__clue">{card.clue}</td>
                    <td className="decks__answer">{card.display}</td>
                    <td className="decks__note">{card.problem ?? T.usable}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
