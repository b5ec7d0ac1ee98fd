import { useState } from 'react';
import { useCelebration } from '../ui/play';

export interface EndDialog {
  open: boolean;
  /** The solve celebration runs (the board waves) before the dialog opens. */
  celebrating: boolean;
  /** 'See Results': open it again. */
  show(): void;
  close(): void;
}

/**
 * A game's end dialog: it opens once after each finish seen in this visit (after the solve
 * celebration of a win), and again on 'See Results' (also after a reload).
 */
export function useEndDialog(finished: boolean, won: boolean, finishSeq: number): EndDialog {
  const [closed, setClosed] = useState(0);
  const [shown, setShown] = useState(false);
  const celebrating = useCelebration(won ? finishSeq : 0);
  return {
    open: finished && (shown || (finishSeq > 0 && closed !== finishSeq && !celebrating)),
    celebrating,
    show: () => setShown(true),
    close: () => {
      setClosed(finishSeq);
      setShown(false);
    },
  };
}
