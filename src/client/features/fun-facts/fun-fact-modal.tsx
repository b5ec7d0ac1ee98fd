import { useState } from 'react';
import { funFactForDate } from '../../../shared/fun-facts/facts';
import { formatLongDate, localDate } from '../../../shared/play/dates';
import { Button, Dialog } from '../../ui';
import { PLAY_TEXTS } from '../../ui/play';
import './fun-facts.css';

export interface FunFactModalProps {
  onClose: () => void;
  /** The moment whose local calendar date picks the fact (default: when the modal opens). */
  now?: Date;
}

export const FUN_FACT_TITLE = 'Fun Fact of the Day';

/**
 * Today's fun fact: the player's local date picks one of the 30 facts, shown with its source
 * (docs/product.md#fun-fact-of-the-day).
 */
export function FunFactModal({ onClose, now }: FunFactModalProps) {
  const [openedAt] = useState(() => now ?? new Date());
  const date = localDate(openedAt);
  const label = formatLongDate(date);
  const fact = funFactForDate(date);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={FUN_FACT_TITLE}
      width={520}
      showClose={false}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <figure className="fun-fact">
        <p className="fun-fact__eyebrow">
          Did you know? · <time dateTime={date}>{label}</time>
        </p>
        <blockquote className="fun-fact__text">
          <p>{fact.text}</p>
        </blockquote>
        <figcaption className="fun-fact__source">
          {PLAY_TEXTS.funFactSource(fact.source)}
        </figcaption>
      </figure>
    </Dialog>
  );
}
