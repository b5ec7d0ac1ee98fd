import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/router';
import { Button, FeedbackMessage } from '../../ui';
import { errorText } from '../../lib/http';
import { formatDuration } from '../../ui/play';
import type { DeckCrosswordInfo } from '../../../shared/decks/schemas';
import { crosswordInfoKey, decksQueryKey, fetchCrosswordInfo, relayoutCrossword } from './api';
import { ShareDialog } from './share-dialog';
import { DECK_TEXTS as T } from './texts';

export interface CrosswordPanelProps {
  crosswordId: string;
  /** The player's accepted friends (for Share); null while they load. */
  friends: readonly { userId: string; username: string }[] | null;
  /** Asks for the friends when Share first opens. */
  onWantFriends: () => void;
  /** A new layout replaced the grid: the play starts over. */
  onNewLayout: () => void;
}

/** Beside a deck crossword's board: who made it, sharing, another layout, who finished. */
export function CrosswordPanel(props: CrosswordPanelProps) {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const left = Number(params.get('left') ?? 0);
  const key = crosswordInfoKey(props.crosswordId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchCrosswordInfo(props.crosswordId) });
  const [sharing, setSharing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!query.data) return null;
  const info = query.data;
  const update = (next: DeckCrosswordInfo) => {
    client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: decksQueryKey });
  };

  async function relayout() {
    setError(null);
    setBusy(true);
    try {
      update(await relayoutCrossword(info.id));
      props.onNewLayout();
    } catch (e) {
      setError(errorText(e, T.newLayoutFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="decks__panel" aria-label={info.name}>
      {left > 0 && info.mine ? (
        <FeedbackMessage tone="info">{T.leftOut(left)}</FeedbackMessage>
      ) : null}
      <p className="decks__entry-meta">
        {info.mine ? null : `${T.madeBy(info.owner)} · `}
        {info.sharedWith.length ? T.sharedWith(info.sharedWith.map((f) => f.username)) : null}
      </p>
      {info.mine ? (
        <div className="decks__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              props.onWantFriends();
              setSharing(true);
            }}
          >
            {T.share}
          </Button>
          <Button variant="ghost" size="sm" loading={busy} onClick={() => void relayout()}>
            {T.newLayout}
          </Button>
          {info.deckId ? (
            <Link className="decks__back" to={`/decks/${info.deckId}`}>
              {T.backToDecks}
            </Link>
          ) : null}
        </div>
      ) : (
        <Link className="decks__back" to="/decks">
          {T.backToDecks}
        </Link>
      )}
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
      <h2 className="decks__heading">{T.finishers}</h2>
      {info.finishers.length === 0 ? (
        <p className="decks__empty">{T.noFinishers}</p>
      ) : (
        <ol className="decks__finishers">
          {info.finishers.map((f) => (
            <li key={`${f.username}-${f.finishedAt}`}>
              <span>{f.username}</span>
              <span>{formatDuration(f.timeSeconds * 1000)}</span>
            </li>
          ))}
        </ol>
      )}
      {sharing ? (
        <ShareDialog
          open
          onClose={() => setSharing(false)}
          info={info}
          friends={props.friends}
          onShared={update}
        />
      ) : null}
    </aside>
  );
}
