import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackTone } from './feedback-message';

export interface Flash {
  tone: FeedbackTone;
  text: string;
  /** Changes with every message, so the same text shown twice still restarts its timer. */
  key: number;
}

export interface FlashControls {
  flash: Flash | null;
  show: (tone: FeedbackTone, text: string) => void;
  clear: () => void;
}

/** A feedback message that hides itself `durationMs` after it was shown (the latest one wins). */
export function useFlash(durationMs: number): FlashControls {
  const [flash, setFlash] = useState<Flash | null>(null);
  const counter = useRef(0);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);

  const show = useCallback((tone: FeedbackTone, text: string) => {
    counter.current += 1;
    setFlash({ tone, text, key: counter.current });
  }, []);
  const clear = useCallback(() => setFlash(null), []);

  return { flash, show, clear };
}
