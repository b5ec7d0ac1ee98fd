import type { Ref } from 'react';
import { Button, Dialog } from '../../../ui';
import { PlayNextSlot } from '../../../play/play-next-slot';
// the end screens' shared parts by their own modules, not the barrels: chunk play-end
import { PlayResultActions, TryAgainButton } from '../../../play/play-result';
import { formatDuration } from '../../../ui/play';
import { reviewNotice } from '../../../ui/play/review-notice';
import { clueSquares, guessSquares, medleTally } from '../../../../shared/medle/rules';
import { shareText } from '../../../../shared/play/share';
import type { MedleView } from '../../../../shared/medle/play';
import type { MedlePlayState, MedleResult } from '../api';
import type { MedleSnapshot } from '../medle-session';
import { MEDLE_TEXTS as T } from '../texts';

/*
 * Medle's end screens: the result panel with its share text, and the explanation. A chunk of
 * their own (usePreloadWhenUnderWay), so the first view of /medle does not carry them.
 */

export interface MedleEndProps {
  /** The result's heading, focused when the play ends in this visit. */
  titleRef: Ref<HTMLHeadingElement>;
  won: boolean;
  answer: NonNullable<MedleView['answer']>;
  snapshot: Pick<MedleSnapshot, 'clues' | 'guesses' | 'clock'> & { state: MedlePlayState };
  explanationOpen: boolean;
  onExplain: () => void;
  onExplanationClose: () => void;
  onTryAgain: () => void;
  /** Absent in archive play. */
  onLeaderboard?: (() => void) | undefined;
  onStats?: (() => void) | undefined;
}

/** The won or lost panel, in place of the guess field, and the explanation it opens. */
export function MedleEnd(p: MedleEndProps) {
  const { clues, guesses, clock, state } = p.snapshot;
  const share = shareText(
    'medle',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: p.won,
      tally: medleTally(clues.length, state.puzzle.clueCount, guesses.length, p.won),
      picture: [
        clueSquares(clues.length, state.puzzle.clueCount, p.won),
        guessSquares(guesses.map((g) => g.verdict)),
      ].filter(Boolean),
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medle`,
  );
  return (
    <>
      <ResultPanel
        titleRef={p.titleRef}
        won={p.won}
        diagnosis={p.answer.diagnosis}
        guesses={guesses.length}
        clues={clues.length}
        activeMs={clock.activeMs}
        result={state.result}
        shareText={share}
        onExplain={p.onExplain}
        onTryAgain={p.onTryAgain}
        {...(p.onLeaderboard ? { onLeaderboard: p.onLeaderboard } : {})}
        {...(p.onStats ? { onStats: p.onStats } : {})}
      />
      <ExplanationDialog
        open={p.explanationOpen}
        diagnosis={p.answer.diagnosis}
        detailedExplanation={p.answer.detailedExplanation}
        whyDiagnosis={p.answer.whyDiagnosis}
        source={p.answer.source}
        onClose={p.onExplanationClose}
      />
    </>
  );
}

interface ResultPanelProps {
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
function ResultPanel({ titleRef, ...props }: ResultPanelProps) {
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

interface ExplanationProps {
  open: boolean;
  diagnosis: string;
  detailedExplanation: string;
  whyDiagnosis: string;
  source: string | null;
  onClose: () => void;
}

/** The explanation modal: the diagnosis, what it is, and why the clues point to it. */
function ExplanationDialog(props: ExplanationProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title={T.explanationTitle(props.diagnosis)}
      width={600}
    >
      <div className="ml-explain">
        <h3>{T.detailed}</h3>
        <p>{props.detailedExplanation}</p>
        <h3>{T.why}</h3>
        <p>{props.whyDiagnosis}</p>
        {props.source ? <p className="ml-explain__source">Source: {props.source}</p> : null}
      </div>
    </Dialog>
  );
}
