import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, FeedbackMessage } from '../../ui';
import {
  PauseOverlay,
  SolverSettingsButton,
  StartOverlay,
  Timer,
  useCelebration,
} from '../../ui/play';
import { formatLongDate } from '../../../shared/play/dates';
import { emojiRow, keyStates } from '../../../shared/medword/rules';
import { MAX_GUESSES } from '../../../shared/medword/schema-constants';
import { shareText } from '../../../shared/play/share';
import type { SolverSettings } from '../../../shared/play/solver-settings';
import { AboutDialog, EndDialog, HelpDialog } from './medword-dialogs';
import { MedwordGrid } from './medword-grid';
import { MedwordHints } from './medword-hints';
import { MedwordKeyboard } from './medword-keyboard';
import type { MedwordSession, MedwordSnapshot } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';

export interface SlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface MedwordBoardProps {
  session: MedwordSession;
  snapshot: MedwordSnapshot & { state: NonNullable<MedwordSnapshot['state']> };
  mobile: boolean;
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
  /** Today's question before the first start: (start, nothingToAsk) → the gate. */
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
}

const MEDWORD_SETTINGS = ['highContrast'] as const;

/** The MedWord screen in play: header, focus, timer, hints, grid, keyboard and the dialogs. */
export function MedwordBoard(props: MedwordBoardProps) {
  const { session, snapshot, mobile, settings } = props;
  const { phase, state, guesses, hints, clock, typed, notice, busy, finishSeq } = snapshot;
  const [helpOpen, setHelpOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [closedEnd, setClosedEnd] = useState(0);
  const [resultsOpen, setResultsOpen] = useState(false);
  const [nothingToAsk, setNothingToAsk] = useState(false);

  const playing = phase === 'playing';
  const finished = phase === 'won' || phase === 'lost';
  const concealed = phase === 'paused' || phase === 'waiting' || phase === 'starting';
  const gate =
    phase === 'waiting' && props.renderBeforeStart && !nothingToAsk
      ? props.renderBeforeStart(
          () => session.start(),
          () => setNothingToAsk(true),
        )
      : null;
  const ready = (phase === 'waiting' && gate === null) || phase === 'starting';
  const celebrating = useCelebration(phase === 'won' ? finishSeq : 0);
  // the end modal opens once per finish, and again on 'See Results' (also after a reload)
  const endOpen =
    finished && (resultsOpen || (finishSeq > 0 && closedEnd !== finishSeq && !celebrating));
  const closeEnd = () => {
    setClosedEnd(finishSeq);
    setResultsOpen(false);
  };
  const modalOpen = helpOpen || aboutOpen || boardOpen || statsOpen || endOpen || gate !== null;
  const keys = useMemo(() => keyStates(guesses), [guesses]);
  const answer = state.play?.view?.answer ?? null;
  const hasBoard = state.mode === 'daily' && props.renderLeaderboard !== undefined;

  // the physical keyboard types while the game runs and no dialog is open
  useEffect(() => {
    if (!playing || modalOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'Enter') {
        if (target?.closest('button, a')) return; // Enter on a control is that control's
        e.preventDefault();
        session.submit();
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        session.erase();
      } else if (/^[a-z]$/i.test(e.key)) session.type(e.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, modalOpen, session]);

  const won = phase === 'won';
  const share = shareText(
    'medword',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: won,
      tally: `${won ? guesses.length : 'X'}/${MAX_GUESSES}`,
      picture: guesses.map((g) => emojiRow(g.states, settings.highContrast)),
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medword`,
  );

  const pageClass = [
    'mw-page',
    mobile ? 'mw-page--mobile' : '',
    settings.highContrast ? 'mw-page--contrast' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const header = (
    <header className="mw-head">
      <h1 className="mw-head__title">{T.title}</h1>
      <div className="mw-head__line">
        <p className="mw-head__date">
          <time dateTime={state.puzzleDate}>{formatLongDate(state.puzzleDate, mobile)}</time>
        </p>
        <p className="mw-head__subtitle">{T.subtitle}</p>
      </div>
      <p className="mw-head__focus">
        <span className="mw-head__focus-label">{T.focus}:</span>{' '}
        {state.puzzle.category || T.defaultFocus}
      </p>
      {state.mode === 'archive' ? (
        <p className="mw-head__archive" role="note">
          {T.archiveNotice}
        </p>
      ) : null}
    </header>
  );
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
      <div className="mw-bar">
        <Timer
          clock={clock}
          control={playing ? 'pause' : phase === 'paused' ? 'continue' : null}
          controlDisabled={busy === 'start'}
          onPause={() => session.pause()}
          onContinue={() => session.resume()}
        />
        <div className="mw-bar__tools">
          <button
            type="button"
            className="mg-settings-button mw-help-button"
            aria-label={T.help}
            aria-haspopup="dialog"
            onClick={() => setHelpOpen(true)}
          >
            ?
          </button>
          <SolverSettingsButton
            keys={MEDWORD_SETTINGS}
            settings={settings}
            onChange={props.onSettingsChange}
          />
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
      <MedwordHints
        hints={hints}
        count={state.puzzle.hintCount}
        disabled={!playing || busy !== null}
        concealed={concealed}
        finished={finished}
        onHint={() => session.hint()}
      />
      <div className={`mw-play${concealed ? ' mw-play--concealed' : ''}`}>
        {notice ? (
          <div className="mw-notice">
            <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage>
          </div>
        ) : null}
        <div inert={concealed}>
          <MedwordGrid
            guesses={guesses}
            typed={typed}
            concealed={concealed}
            shakeSeq={snapshot.shakeSeq}
            freshRow={snapshot.freshRow}
            won={won}
          />
        </div>
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
      {finished ? (
        <div className="mw-finished" role="group" aria-label={T.finishedActions}>
          <Button onClick={() => setResultsOpen(true)}>{T.results}</Button>
          <Button variant="secondary" onClick={() => session.reset()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : (
        <MedwordKeyboard
          keys={keys}
          disabled={!playing || modalOpen || busy === 'guess'}
          onLetter={(letter) => session.type(letter)}
          onEnter={() => session.submit()}
          onDelete={() => session.erase()}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {snapshot.announcement}
      </p>
      {gate}
      <HelpDialog
        open={helpOpen}
        highContrast={settings.highContrast}
        onClose={() => setHelpOpen(false)}
      />
      {answer ? (
        <>
          <EndDialog
            open={endOpen}
            won={won}
            word={answer.word}
            guesses={guesses.length}
            activeMs={clock.activeMs}
            result={state.result}
            shareText={share}
            onAbout={() => setAboutOpen(true)}
            onTryAgain={() => {
              closeEnd();
              session.reset();
            }}
            onClose={closeEnd}
            {...(hasBoard ? { onLeaderboard: () => (closeEnd(), setBoardOpen(true)) } : {})}
            {...(props.renderStats ? { onStats: () => (closeEnd(), setStatsOpen(true)) } : {})}
          />
          <AboutDialog
            open={aboutOpen}
            word={answer.word}
            explanation={answer.explanation}
            source={answer.source}
            onClose={() => setAboutOpen(false)}
          />
        </>
      ) : null}
      {hasBoard
        ? props.renderLeaderboard?.({
            date: state.puzzleDate,
            open: boardOpen,
            onOpenChange: setBoardOpen,
          })
        : null}
      {props.renderStats?.({ open: statsOpen, onOpenChange: setStatsOpen })}
    </div>
  );
}
