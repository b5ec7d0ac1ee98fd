import type { Ref } from 'react';
import type { DecidedRound } from '../../../../shared/medmatch/play';
import { Button } from '../../../ui';
import { PlayNextSlot } from '../../../play/play-next-slot';
// the end screens' shared parts by their own modules, not the barrels: chunk play-end
import { PlayResultActions, TryAgainButton } from '../../../play/play-result';
import { reviewNotice } from '../../../ui/play/review-notice';
import type { MedmatchResult } from '../api';
import { MEDMATCH_TEXTS as T } from '../texts';

export interface ResultPanelProps {
  /** The heading, focused when the run ends in this visit. */
  titleRef?: Ref<HTMLHeadingElement>;
  won: boolean;
  exited: boolean;
  livesLeft: number;
  /** A run lost or left: the round it ended on, decided (the server sends it once it is over). */
  failed?: DecidedRound | undefined;
  result: MedmatchResult | null;
  shareText: string;
  onReview: () => void;
  onTryAgain: () => void;
  onStats?: () => void;
  /** Absent in archive play. */
  onLeaderboard?: () => void;
}

/** 'Challenge Complete!' or 'Game Over': score, lives left, Review Answers, Try Again, Leaderboard. */
export function ResultPanel({ titleRef, ...props }: ResultPanelProps) {
  const { won, result } = props;
  const notice = reviewNotice(result?.review, result?.reviewReason);
  // a run lost or left scores 0 (docs/product.md#medmatch-scoring), recorded or not
  const score = result?.score ?? (won ? null : 0);
  return (
    <section
      className={`mm-result mm-result--${won ? 'won' : 'lost'}`}
      aria-labelledby="mm-result-title"
    >
      <h2 id="mm-result-title" ref={titleRef} tabIndex={-1} className="mm-result__title">
        {won ? T.wonTitle : T.lostTitle}
      </h2>
      {props.exited ? <p>{T.exitedText}</p> : null}
      {!won && props.failed ? (
        <p className="mm-result__answer">
          {T.failedRound(props.failed.round + 1, props.failed.impostor, props.failed.category)}
        </p>
      ) : null}
      {score != null ? <p className="mm-result__score">{T.score(score)}</p> : null}
      <p>{T.livesLeft(props.livesLeft)}</p>
      {notice ? <p>{notice}</p> : null}
      <div className="mm-result__actions">
        <PlayResultActions
          first={<Button onClick={props.onReview}>{T.reviewAnswers}</Button>}
          shareText={props.shareText}
          onStats={props.onStats}
          onLeaderboard={props.onLeaderboard}
          last={<TryAgainButton onClick={props.onTryAgain} />}
        />
      </div>
      {/* a daily play (it has its board): the streak, the next day, the games left today */}
      {props.onLeaderboard ? <PlayNextSlot game="medmatch" /> : null}
    </section>
  );
}
