import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { Button, ConfirmDialog, buttonClassName } from '../../ui';
import type { DeckDetail } from '../../../shared/decks/schemas';
import { deckQueryKey, decksQueryKey, deleteCrossword } from './api';
import { DECK_TEXTS as T } from './texts';

/** The crosswords made from the deck: play, and delete (for friends too). */
export function DeckCrosswords({ deck }: { deck: DeckDetail }) {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (deck.crosswords.length === 0) return null;

  async function remove(id: string) {
    setBusy(true);
    try {
      await deleteCrossword(id);
      await client.invalidateQueries({ queryKey: deckQueryKey(deck.id) });
      void client.invalidateQueries({ queryKey: decksQueryKey });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <section className="decks__section" aria-labelledby="deck-crosswords">
      <h2 className="decks__heading" id="deck-crosswords">
        {T.crosswords}
      </h2>
      <ul className="decks__list">
        {deck.crosswords.map((c) => (
          <li key={c.id} className="decks__crossword">
            <span className="decks__entry-text">
              <span className="decks__entry-name">{c.name}</span>
              <span className="decks__entry-meta">
                {T.words(c.words)}
                {c.sharedWith.length
                  ? ` · ${T.sharedWith(c.sharedWith.map((f) => f.username))}`
                  : ''}
              </span>
            </span>
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={`/decks/play/${c.id}`}
              aria-label={`${T.play} ${c.name}`}
            >
              {T.play}
            </Link>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${T.deleteCrossword} ${c.name}`}
              onClick={() => setDeleting(c.id)}
            >
              {T.deleteCrossword}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteCrosswordTitle}
        description={T.deleteCrosswordText}
        confirmLabel={T.deleteCrossword}
        danger
        pending={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
