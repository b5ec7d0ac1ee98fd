import type { Ref } from 'react';
import { Button } from '../../ui';
import { PlayNextSlot, PlayResultActions, TryAgainButton } from '../../play';
import { formatDuration, reviewNotice } from '../../ui/play';
import type { MedleResult } from './api';
import { MEDLE_TEXTS as T } from './texts';

export interface ResultPanelProps {
  /** The heading, focused when the play ends in this visit. */
  titleRef?: Ref<HTMLHeadingElement>;
  won: boolean;
  diagnosis: string;
  guesses: number;
  clues: number;
  activeMs: number;
  result: MedleResult | null;
  shareText: string;
  onExplain: () => void;
  onTryAgain: () => void;
  /** Absent in archive play. */
  onLeaderboard?: () => void;
  onStats?: () => void;
}

/** The won or lost panel, in place of the guess field: the diagnosis, the score, what next. */
export function ResultPanel({ titleRef, ...props }: ResultPanelProps) {
  const { won, diagnosis, result } = props;
  const notice = reviewNotice(result?.review, result?.reviewReason);
  return (
    <section
      className={`ml-result ml-result--${won ? 'won' : 'lost'}`}
      aria-labelledby="ml-result-title"
    >
      <h2 id="ml-result-title" className="ml-result__title" ref={titleRef} tabIndex={-1}>
        {won ? T.wonTitle : T.lostTitle}
      </h2>
      <p className="ml-result__line">
        {won
          ? T.wonText(diagnosis, props.guesses, props.clues, formatDuration(props.activeMs))
          : T.lostText(diagnosis)}
      </p>
      {won && result?.score != null ? (
        <p className="ml-result__score">{T.score(result.score)}</p>
      ) : null}
      {notice ? <p>{notice}</p> : null}
      <div className="ml-result__actions">
        <PlayResultActions
          first={<Button onClick={props.onExplain}>{T.explain}</Button>}
          shareText={props.shareText}
          onStats={props.onStats}
          onLeaderboard={props.onLeaderboard}
          last={<TryAgainButton onClick={props.onTryAgain} />}
        />
      </div>
      {/* a daily play (it has its board): the streak, the next day, the games left today */}
      {props.onLeaderboard ? <PlayNextSlot game="medle" /> : null}
    </section>
  );
}
