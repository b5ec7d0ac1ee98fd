import { useEffect, useState } from 'react';
import type { FunFact } from '../../../shared/fun-facts/facts';

/** What useFunFact gives when the fact cannot load: nothing to show. */
export const NO_FUN_FACT: FunFact = Object.freeze({ text: '', source: '' });

/**
 * The fun fact of the day with its source, loaded the first time `wanted` turns true (NO_FUN_FACT
 * if it cannot load, null while it loads).
 */
export function useFunFact(wanted: boolean, load: () => Promise<FunFact>): FunFact | null {
  const [fact, setFact] = useState<FunFact | null>(null);
  useEffect(() => {
    if (!wanted || fact !== null) return;
    let live = true;
    load().then(
      (loaded) => live && setFact(loaded),
      () => live && setFact(NO_FUN_FACT),
    );
    return () => {
      live = false;
    };
  }, [wanted, fact, load]);
  return fact;
}
