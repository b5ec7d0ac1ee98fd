import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '../../lib/router';
import { Button, ConfirmDialog, FeedbackMessage, TextField } from '../../ui';
import { errorText } from '../../lib/http';
import { DECK_NAME_MAX, type DeckDetail } from '../../../shared/decks/schemas';
import { deckQueryKey, decksQueryKey, deleteDeck, updateDeck } from './api';
import { DECK_TEXTS as T } from './texts';

/** The deck's name (renamed in place), which side is the clue, and Delete. */
export function DeckHeader({ deck }: { deck: DeckDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(deck.name);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(patch: { name?: string; direction?: DeckDetail['direction'] }) {
    setError(null);
    setBusy(true);
    try {
      client.setQueryData(deckQueryKey(deck.id), await updateDeck(deck.id, patch));
      void client.invalidateQueries({ queryKey: decksQueryKey });
      setEditing(false);
    } catch (e) {
      setError(errorText(e, T.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteDeck(deck.id);
      client.removeQueries({ queryKey: deckQueryKey(deck.id) });
      void client.invalidateQueries({ queryKey: decksQueryKey });
      navigate('/decks');
    } catch (e) {
      setError(errorText(e, T.uploadFailed));
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <header className="decks__header">
      <Link className="decks__back" to="/decks">
        {T.allDecks}
      </Link>
      {editing ? (
        <form
          className="decks__rename"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void change({ name: name.trim() });
          }}
        >
          <TextField
            label={T.nameLabel}
            value={name}
            maxLength={DECK_NAME_MAX}
            autoFocus
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" size="sm" loading={busy}>
            {T.save}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            {T.cancel}
          </Button>
        </form>
      ) : (
        <h1 className="decks__title">{deck.name}</h1>
      )}
      <p className="decks__intro">
        {T.cards(deck.usableCount, deck.cardCount)} · {T.clueSide(deck.direction)}
      </p>
      <div className="decks__actions">
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {T.rename}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() =>
            void change({ direction: deck.direction === 'front-clue' ? 'back-clue' : 'front-clue' })
          }
        >
          {T.turnAround}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {T.deleteDeck}
        </Button>
      </div>
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
      <ConfirmDialog
        open={confirming}
        title={T.deleteDeckTitle}
        description={T.deleteDeckText}
        confirmLabel={T.deleteDeck}
        danger
        pending={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </header>
  );
}
