import { useEffect, useState } from 'react';

/** The fun fact of the day, loaded the first time `wanted` turns true ('' if it cannot load). */
export function useFunFact(wanted: boolean, load: () => Promise<string>): string | null {
  const [fact, setFact] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || fact !== null) return;
    let live = true;
    load().then(
      (text) => live && setFact(text),
      () => live && setFact(''),
    );
    return () => {
      live = false;
    };
  }, [wanted, fact, load]);
  return fact;
}
