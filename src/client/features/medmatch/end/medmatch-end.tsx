import type { Ref } from 'react';
import { Button } from '../../../ui';
import type { FunFact } from '../../../../shared/fun-facts/facts';
import { roundSquares } from '../../../../shared/medmatch/rules';
import { shareText } from '../../../../shared/play/share';
import { NO_FUN_FACT, useFunFact } from '../../../ui/play/use-fun-fact';
import type { MedmatchSession, MedmatchSnapshot } from '../medmatch-session';
import { MEDMATCH_TEXTS as T } from '../texts';
import { MiniQuiz } from './quiz';
import { ResultPanel } from './result';
import { Review } from './review';

/*
 * MedMatch's end screens: the result with its share text, the review and the mini-quiz. A chunk
 * of their own (usePreloadWhenUnderWay), so the first view of /medmatch does not carry them.
 */

export interface MedmatchEndProps {
  /** Which end screen shows. */
  view: 'result' | 'review' | 'quiz';
  onView: (view: 'game' | 'review' | 'quiz') => void;
  session: MedmatchSession;
  snapshot: MedmatchSnapshot & { state: NonNullable<MedmatchSnapshot['state']> };
  resultRef: Ref<HTMLHeadingElement>;
  /** The fun fact of a day, shown with the quiz's results. */
  loadFunFact?: (day: string) => Promise<FunFact>;
  onOpen: (dialog: 'board' | 'stats') => void;
  hasBoard: boolean;
  hasStats: boolean;
}

/** After the rounds: the result, then Review Answers and the mini-quiz. */
export function MedmatchEnd(p: MedmatchEndProps) {
  const { session, snapshot } = p;
  const { phase, state, clock, decided } = snapshot;
  const puzzle = state.puzzle;
  const funFact = useFunFact(p.view === 'quiz', () =>
    p.loadFunFact ? p.loadFunFact(state.day) : Promise.resolve(NO_FUN_FACT),
  );
  if (p.view === 'review')
    return (
      <Review
        rounds={decided}
        onQuiz={() => p.onView('quiz')}
        onBack={() => {
          p.onView('game');
          session.reset();
        }}
      />
    );
  if (p.view === 'quiz')
    return snapshot.quiz.length > 0 ? (
      <MiniQuiz
        questions={snapshot.quiz}
        check={(q, option) => session.checkQuiz(q, option)}
        {...(funFact?.text ? { funFact } : {})}
        onClose={() => p.onView('review')}
      />
    ) : (
      <div className="mm-quiz" role="alert">
        <p>{T.noQuiz}</p>
        <Button variant="secondary" onClick={() => p.onView('review')}>
          {T.review}
        </Button>
      </div>
    );
  const won = phase === 'won';
  const share = shareText(
    'medmatch',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: won,
      tally: `${decided.filter((r) => r.found).length}/${puzzle.roundCount}`,
      picture: [roundSquares(decided)],
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medmatch`,
  );
  return (
    <ResultPanel
      titleRef={p.resultRef}
      won={won}
      exited={snapshot.exited}
      livesLeft={snapshot.livesLeft ?? puzzle.lives}
      failed={decided.find((r) => !r.found)}
      result={state.result}
      shareText={share}
      onReview={() => p.onView('review')}
      onTryAgain={() => session.reset()}
      {...(p.hasStats ? { onStats: () => p.onOpen('stats') } : {})}
      {...(p.hasBoard ? { onLeaderboard: () => p.onOpen('board') } : {})}
    />
  );
}
