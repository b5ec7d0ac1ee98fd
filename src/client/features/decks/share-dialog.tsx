import { useState } from 'react';
import { Button, CheckboxField, Dialog, FeedbackMessage } from '../../ui';
import { errorText } from '../../lib/http';
import type { DeckCrosswordInfo } from '../../../shared/decks/schemas';
import { shareCrossword } from './api';
import { DECK_TEXTS as T } from './texts';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  info: DeckCrosswordInfo;
  /** The player's accepted friends; null while they load. */
  friends: readonly { userId: string; username: string }[] | null;
  onShared: (info: DeckCrosswordInfo) => void;
}

/** Tick the friends who may play the crossword; Save replaces the list. */
export function ShareDialog({ open, onClose, info, friends, onShared }: ShareDialogProps) {
  const [chosen, setChosen] = useState(() => new Set(info.sharedWith.map((f) => f.userId)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setError(null);
    setBusy(true);
    try {
      onShared(await shareCrossword(info.id, [...chosen]));
      onClose();
    } catch (e) {
      setError(errorText(e, T.shareFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={T.shareTitle}
      description={T.shareText}
      mobileSheet
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!friends?.length}>
            {T.shareSave}
          </Button>
        </>
      }
    >
      {friends === null ? (
        <p role="status">{T.loading}</p>
      ) : friends.length === 0 ? (
        <p>{T.noFriends}</p>
      ) : (
        <fieldset className="decks__friends">
          <legend className="visually-hidden">{T.shareTitle}</legend>
          {friends.map((f) => (
            <CheckboxField
              key={f.userId}
              label={f.username}
              checked={chosen.has(f.userId)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.currentTarget.checked) next.add(f.userId);
                else next.delete(f.userId);
                setChosen(next);
              }}
            />
          ))}
        </fieldset>
      )}
      {error ? <FeedbackMessage tone="error">{error}</FeedbackMessage> : null}
    </Dialog>
  );
}
