import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '../../lib/router';
import { Button, FeedbackMessage, Spinner, TextField } from '../../ui';
import { errorText } from '../../lib/http';
import { CROSSWORD_CARDS_MAX, DECK_NAME_MAX, type DeckDetail } from '../../../shared/decks/schemas';
import { deckQueryKey, decksQueryKey, fetchDeck, generateCrossword } from './api';
import { CardTable } from './card-table';
import { DeckHeader } from './deck-header';
import { DeckCrosswords } from './deck-crosswords';
import { DECK_TEXTS as T } from './texts';
import './decks.css';

const firstUsable = (deck: DeckDetail) =>
  new Set(
    deck.cards
      .filter((c) => c.problem === null)
      .slice(0, CROSSWORD_CARDS_MAX)
      .map((c) => c.number),
  );

/** Choose cards and make a crossword of them; the deck's crosswords and its settings. */
function DeckView({ deck }: { deck: DeckDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Set<number>>(() => firstUsable(deck));
  const [name, setName] = useState(deck.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [turned, setTurned] = useState(deck.direction);
  if (turned !== deck.direction) {
    // the cards were turned around: what could be chosen changed
    setTurned(deck.direction);
    setChosen(firstUsable(deck));
  }

  async function make(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const made = await generateCrossword(deck.id, {
        name: name.trim() || deck.name,
        cards: [...chosen].sort((a, b) => a - b),
      });
      void client.invalidateQueries({ queryKey: decksQueryKey });
      void client.invalidateQueries({ queryKey: deckQueryKey(deck.id) });
      navigate(
        `/decks/play/${made.id}${made.leftOut.length ? `?left=${made.leftOut.length}` : ''}`,
      );
    } catch (e) {
      setError(errorText(e, T.makeFailed));
      setBusy(false);
    }
  }

  return (
    <div className="decks">
      <DeckHeader deck={deck} />
      <form className="decks__make" onSubmit={(e) => void make(e)} noValidate>
        <TextField
          label={T.crosswordName}
          value={name}
          maxLength={DECK_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} disabled={chosen.size < 2}>
          {busy ? T.making : T.make}
        </Button>
        {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
      </form>
      <DeckCrosswords deck={deck} />
      <CardTable cards={deck.cards} chosen={chosen} onChange={setChosen} />
    </div>
  );
}

/** /decks/:id */
export function DeckPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: deckQueryKey(id), queryFn: () => fetchDeck(id) });
  if (query.isPending)
    return (
      <div className="decks decks__status">
        <Spinner size="lg" label={T.loading} />
      </div>
    );
  if (query.isError)
    return (
      <div className="decks decks__status" role="alert">
        <p>{errorText(query.error, T.notFound)}</p>
        <Link to="/decks">{T.allDecks}</Link>
      </div>
    );
  return <DeckView key={query.data.id} deck={query.data} />;
}
