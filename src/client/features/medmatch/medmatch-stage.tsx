import type { ReactNode, Ref } from 'react';
import { Button } from '../../ui';
import { PauseOverlay } from '../../ui/play';
import { MiniQuiz } from './medmatch-quiz';
import { ResultPanel } from './medmatch-result';
import { Review } from './medmatch-review';
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
  shareText: string;
  funFact: FunFact | null;
  onOpen: (dialog: 'board' | 'stats') => void;
  hasBoard: boolean;
  hasStats: boolean;
}

/** What the MedMatch screen shows under its bar: start, a round, the result, review or quiz. */
export function MedmatchStage(p: MedmatchStageProps) {
  const { session, snapshot } = p;
  const { phase, state, busy, current, reveal, decided } = snapshot;
  const puzzle = state.puzzle;
  const lives = snapshot.livesLeft ?? puzzle.lives;
  if (p.stage === 'review')
    return (
      <Review
        rounds={decided}
        onQuiz={() => p.onStage('quiz')}
        onBack={() => {
          p.onStage('game');
          session.reset();
        }}
      />
    );
  if (p.stage === 'quiz')
    return snapshot.quiz.length > 0 ? (
      <MiniQuiz
        questions={snapshot.quiz}
        check={(q, option) => session.checkQuiz(q, option)}
        {...(p.funFact?.text ? { funFact: p.funFact } : {})}
        onClose={() => p.onStage('review')}
      />
    ) : (
      <div className="mm-quiz" role="alert">
        <p>{T.noQuiz}</p>
        <Button variant="secondary" onClick={() => p.onStage('review')}>
          {T.review}
        </Button>
      </div>
    );
  if (p.finished)
    return (
      <ResultPanel
        titleRef={p.resultRef}
        won={phase === 'won'}
        exited={snapshot.exited}
        livesLeft={lives}
        failed={decided.find((r) => !r.found)}
        result={state.result}
        shareText={p.shareText}
        onReview={() => p.onStage('review')}
        onTryAgain={() => session.reset()}
        {...(p.hasStats ? { onStats: () => p.onOpen('stats') } : {})}
        {...(p.hasBoard ? { onLeaderboard: () => p.onOpen('board') } : {})}
      />
    );
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
