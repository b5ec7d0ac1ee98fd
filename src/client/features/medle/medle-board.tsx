import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, ConfirmDialog, FeedbackMessage } from '../../ui';
import { DifficultyBadge, PauseOverlay, StartOverlay, Timer } from '../../ui/play';
import { formatLongDate } from '../../../shared/play/dates';
import { shareText } from '../../../shared/play/share';
import { clueSquares } from '../../../shared/medle/rules';
import { categoryLabel } from '../../../shared/medle/schema-constants';
import { MedleClues, MedleHistory } from './medle-clues';
import { ExplanationDialog, HelpDialog } from './medle-dialogs';
import { MedleGuessForm } from './medle-guess-form';
import { ResultPanel } from './medle-result';
import type { MedleSession, MedleSnapshot } from './medle-session';
import { MEDLE_TEXTS as T } from './texts';

export interface SlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface MedleBoardProps {
  session: MedleSession;
  snapshot: MedleSnapshot & { state: NonNullable<MedleSnapshot['state']> };
  mobile: boolean;
  loadNames?: () => Promise<string[]>;
  /** Today's question before the first start: (start, nothingToAsk) → the gate. */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
}

/** The Medle screen in play: header, timer, clue cards, the guess field, the result panel. */
export function MedleBoard(props: MedleBoardProps) {
  const { session, snapshot, mobile } = props;
  const { phase, state, clues, guesses, clock, notice, busy, text } = snapshot;
  const [helpOpen, setHelpOpen] = useState(false);
  const [explainOpen, setExplainOpen] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [revealOpen, setRevealOpen] = useState(false);
  const [nothingToAsk, setNothingToAsk] = useState(false);

  const playing = phase === 'playing';
  const finished = phase === 'won' || phase === 'lost';
  const won = phase === 'won';
  const concealed = phase === 'paused' || phase === 'waiting' || phase === 'starting';
  const gate =
    phase === 'waiting' && props.renderBeforeStart && !nothingToAsk
      ? props.renderBeforeStart(
          () => session.start(),
          () => setNothingToAsk(true),
        )
      : null;
  const ready = (phase === 'waiting' && gate === null) || phase === 'starting';
  const answer = state.play?.view?.answer ?? null;
  const hasBoard = state.mode === 'daily' && props.renderLeaderboard !== undefined;
  const clueCount = state.puzzle.clueCount;
  const allOut = clues.length >= clueCount;
  const guessesLeft = clues.length ? snapshot.guessesLeftForClue : state.puzzle.guessesPerClue;

  // a finish in this visit brings the result into view and reading order
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (snapshot.finishSeq === 0) return;
    resultRef.current?.focus();
    resultRef.current?.scrollIntoView?.({ block: 'center' });
  }, [snapshot.finishSeq]);

  const share = shareText(
    'medle',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: won,
      tally: `${won ? clues.length : 'X'}/${clueCount}`,
      picture: [clueSquares(clues.length, clueCount, won)],
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medle`,
  );

  const header = (
    <header className="ml-head">
      <h1 className="ml-head__title">{T.title}</h1>
      <p className="ml-head__date">
        <time dateTime={state.puzzleDate}>{formatLongDate(state.puzzleDate, mobile)}</time>
      </p>
      <p className="ml-head__subtitle">{T.subtitle}</p>
      <div className="ml-head__tags">
        <p className="ml-head__focus">
          <span className="ml-head__focus-label">{T.focus}:</span>{' '}
          {categoryLabel(state.puzzle.category)}
        </p>
        <DifficultyBadge difficulty={state.puzzle.difficulty} />
      </div>
      {state.mode === 'archive' ? (
        <p className="ml-head__archive" role="note">
          {T.archiveNotice}
        </p>
      ) : null}
    </header>
  );
  const pageClass = `ml-page${mobile ? ' ml-page--mobile' : ''}`;
  if (mobile && gate)
    return (
      <div className={pageClass}>
        {header}
        {gate}
      </div>
    );

  return (
    <div className={pageClass}>
      {header}
      <div className="ml-bar">
        <Timer
          clock={clock}
          control={playing ? 'pause' : phase === 'paused' ? 'continue' : null}
          controlDisabled={busy === 'start'}
          onPause={() => session.pause()}
          onContinue={() => session.resume()}
        />
        <div className="ml-bar__tools">
          <button
            type="button"
            className="mg-settings-button ml-help-button"
            aria-label={T.help}
            aria-haspopup="dialog"
            onClick={() => setHelpOpen(true)}
          >
            ?
          </button>
          {hasBoard ? (
            <button
              type="button"
              className="mg-button mg-button--secondary mg-button--sm"
              onClick={() => setBoardOpen(true)}
            >
              {T.leaderboard}
            </button>
          ) : null}
        </div>
      </div>
      <div className={`ml-play${ready || phase === 'paused' ? ' ml-play--overlay' : ''}`}>
        <MedleClues clues={clues} concealed={concealed} />
        {phase === 'paused' ? (
          <PauseOverlay resuming={busy === 'start'} onContinue={() => session.resume()} />
        ) : null}
        {ready ? (
          <StartOverlay
            starting={phase === 'starting'}
            onStart={() => session.start()}
            text={T.startText}
          />
        ) : null}
      </div>
      {finished && answer ? (
        <ResultPanel
          titleRef={resultRef}
          won={won}
          diagnosis={answer.diagnosis}
          guesses={guesses.length}
          clues={clues.length}
          activeMs={clock.activeMs}
          result={state.result}
          shareText={share}
          onExplain={() => setExplainOpen(true)}
          onTryAgain={() => session.reset()}
          {...(hasBoard ? { onLeaderboard: () => setBoardOpen(true) } : {})}
          {...(props.renderStats ? { onStats: () => setStatsOpen(true) } : {})}
        />
      ) : (
        <div className="ml-controls">
          {notice ? (
            <div className="ml-notice" role="status">
              <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage>
            </div>
          ) : null}
          <MedleGuessForm
            text={text}
            error={snapshot.guessError}
            disabled={!playing}
            busy={busy !== null}
            onText={(t) => session.setText(t)}
            onSubmit={() => session.submit()}
            {...(props.loadNames ? { loadNames: props.loadNames } : {})}
          />
          <div className="ml-progress">
            <p className="ml-progress__counts">
              <span>{T.progress(Math.max(clues.length, 1), clueCount)}</span>
              <span>{T.guessesLeft(guessesLeft)}</span>
            </p>
            <Button
              variant="secondary"
              disabled={!playing || busy !== null}
              onClick={() => (allOut ? setRevealOpen(true) : session.nextClue())}
            >
              {allOut ? T.revealDiagnosis : T.nextClue}
            </Button>
          </div>
        </div>
      )}
      <MedleHistory guesses={guesses} />
      <p className="visually-hidden" aria-live="polite">
        {snapshot.announcement}
      </p>
      {gate}
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        open={revealOpen}
        title={T.revealTitle}
        description={T.revealText}
        confirmLabel={T.revealConfirm}
        onConfirm={() => {
          setRevealOpen(false);
          session.nextClue();
        }}
        onCancel={() => setRevealOpen(false)}
      />
      {answer ? (
        <ExplanationDialog
          open={explainOpen}
          diagnosis={answer.diagnosis}
          detailedExplanation={answer.detailedExplanation}
          whyDiagnosis={answer.whyDiagnosis}
          source={answer.source}
          onClose={() => setExplainOpen(false)}
        />
      ) : null}
      {hasBoard && props.renderLeaderboard
        ? props.renderLeaderboard({
            date: state.puzzleDate,
            open: boardOpen,
            onOpenChange: setBoardOpen,
          })
        : null}
      {props.renderStats
        ? props.renderStats({ open: statsOpen, onOpenChange: setStatsOpen })
        : null}
    </div>
  );
}
