import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '../../lib/router';
import { Button, ChevronRightIcon } from '../../ui';
import { errorText } from '../../lib/http';
import type { DecksOverview } from '../../../shared/decks/schemas';
import { decksQueryKey, deckQueryKey, fetchDecks } from './api';
import { UploadForm } from './upload-form';
import { DECK_TEXTS as T } from './texts';
import './decks.css';

function DeckLists({ data }: { data: DecksOverview }) {
  return (
    <>
      <section className="decks__section" aria-labelledby="my-decks">
        <h2 className="decks__heading" id="my-decks">
          {T.myDecks}
        </h2>
        {data.decks.length === 0 ? (
          <p className="decks__empty">{T.noDecks}</p>
        ) : (
          <ul className="decks__list">
            {data.decks.map((deck) => (
              <li key={deck.id}>
                <Link className="decks__entry" to={`/decks/${deck.id}`}>
                  <span className="decks__entry-text">
                    <span className="decks__entry-name">{deck.name}</span>
                    <span className="decks__entry-meta">
                      {T.cards(deck.usableCount, deck.cardCount)}
                      {deck.crosswords.length
                        ? ` · ${deck.crosswords.length} ${deck.crosswords.length === 1 ? 'crossword' : 'crosswords'}`
                        : ''}
                    </span>
                  </span>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="decks__section" aria-labelledby="shared-decks">
        <h2 className="decks__heading" id="shared-decks">
          {T.shared}
        </h2>
        {data.shared.length === 0 ? (
          <p className="decks__empty">{T.noShared}</p>
        ) : (
          <ul className="decks__list">
            {data.shared.map((c) => (
              <li key={c.id}>
                <Link className="decks__entry" to={`/decks/play/${c.id}`}>
                  <span className="decks__entry-text">
                    <span className="decks__entry-name">{c.name}</span>
                    <span className="decks__entry-meta">
                      {T.by(c.owner)} · {T.words(c.words)}
                      {c.status ? ` · ${T.status[c.status]}` : ''}
                    </span>
                  </span>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /decks: add a deck, the player's decks, and the crosswords friends shared (issue 32). */
export function DecksPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: decksQueryKey, queryFn: fetchDecks });
  return (
    <div className="decks">
      <header className="decks__header">
        <h1 className="decks__title">{T.title}</h1>
        <p className="decks__intro">{T.intro}</p>
      </header>
      <UploadForm
        onAdded={(deck) => {
          client.setQueryData(deckQueryKey(deck.id), deck);
          void client.invalidateQueries({ queryKey: decksQueryKey });
          navigate(`/decks/${deck.id}`);
        }}
      />
      {query.isPending ? (
        <p className="decks__status" role="status">
          {T.loading}
        </p>
      ) : query.isError ? (
        <div className="decks__status" role="alert">
          <p>{errorText(query.error, T.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DeckLists data={query.data} />
      )}
    </div>
  );
}
