import type { ReactNode, Ref } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui';
import { PauseOverlay } from '../../ui/play';
import { EndSlot, usePreloadWhenUnderWay } from '../../play';
import { Hearts, Round } from './medmatch-round';
import type { MedmatchSession, MedmatchSnapshot } from './medmatch-session';
import { MEDMATCH_TEXTS as T } from './texts';
import type { FunFact } from '../../../shared/fun-facts/facts';

export type Stage = 'game' | 'review' | 'quiz';

export interface MedmatchStageProps {
  stage: Stage;
  onStage: (stage: Stage) => void;
  session: MedmatchSession;
  snapshot: MedmatchSnapshot & { state: NonNullable<MedmatchSnapshot['state']> };
  /** Over, and the last pick's second has passed. */
  finished: boolean;
  /** The daily question in front of the first start, if any. */
  gate: ReactNode;
  resultRef: Ref<HTMLHeadingElement>;
  /** The fun fact of a day, shown with the quiz's results. */
  loadFunFact?: (day: string) => Promise<FunFact>;
  onOpen: (dialog: 'board' | 'stats') => void;
  hasBoard: boolean;
  hasStats: boolean;
}

const End = lazyComponent('medmatch-end', () =>
  import('./end/medmatch-end').then((m) => m.MedmatchEnd),
);

/** What the MedMatch screen shows under its bar: start, a round, the result, review or quiz. */
export function MedmatchStage(p: MedmatchStageProps) {
  const { session, snapshot } = p;
  const { phase, state, busy, current, reveal } = snapshot;
  const puzzle = state.puzzle;
  usePreloadWhenUnderWay(End, phase);
  if (p.stage !== 'game' || p.finished)
    return (
      <EndSlot inPage>
        <End.Component
          view={p.stage === 'game' ? 'result' : p.stage}
          onView={p.onStage}
          session={session}
          snapshot={snapshot}
          resultRef={p.resultRef}
          {...(p.loadFunFact ? { loadFunFact: p.loadFunFact } : {})}
          onOpen={p.onOpen}
          hasBoard={p.hasBoard}
          hasStats={p.hasStats}
        />
      </EndSlot>
    );
  const lives = snapshot.livesLeft ?? puzzle.lives;
  if (phase === 'waiting' || phase === 'starting')
    return (
      p.gate ?? (
        <section className="mm-start" aria-labelledby="mm-start-title">
          <h2 id="mm-start-title" className="mm-start__title">
            {T.startTitle}
          </h2>
          <Hearts left={puzzle.lives} of={puzzle.lives} />
          <p className="mm-start__text">{T.description(puzzle.roundCount, puzzle.lives)}</p>
          <Button onClick={() => session.start()} disabled={phase === 'starting'}>
            {T.start}
          </Button>
        </section>
      )
    );
  const shown = reveal ?? current;
  const paused = phase === 'paused';
  return (
    <div className="mm-play">
      <Hearts left={lives} of={puzzle.lives} />
      {shown ? (
        <div className={paused ? 'mm-concealed' : undefined} inert={paused}>
          <Round
            round={shown.round}
            roundCount={puzzle.roundCount}
            terms={paused ? [] : shown.terms}
            wrong={shown.wrong}
            reveal={reveal ? { term: reveal.term, correct: reveal.correct } : null}
            disabled={phase !== 'playing' || busy !== null}
            onPick={(term) => session.pick(term)}
          />
        </div>
      ) : null}
      {paused ? (
        <PauseOverlay resuming={busy === 'start'} onContinue={() => session.resume()} />
      ) : null}
    </div>
  );
}
