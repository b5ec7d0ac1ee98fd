import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '../../lib/router';
import { Button } from '../../ui';
import { DifficultyBadge, PauseOverlay, Timer, useFunFact } from '../../ui/play';
import { formatLongDate } from '../../../shared/play/dates';
import { shareText } from '../../../shared/play/share';
import type { DecidedRound } from '../../../shared/medmatch/play';
import { ExitDialog, HelpDialog } from './medmatch-dialogs';
import { MiniQuiz } from './medmatch-quiz';
import { Review } from './medmatch-review';
import { ResultPanel } from './medmatch-result';
import { Hearts, Round } from './medmatch-round';
import type { MedmatchSession, MedmatchSnapshot } from './medmatch-session';
import { MEDMATCH_TEXTS as T } from './texts';
import { useLeaveGuard } from './use-leave-guard';

export interface SlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface MedmatchBoardProps {
  session: MedmatchSession;
  snapshot: MedmatchSnapshot & { state: NonNullable<MedmatchSnapshot['state']> };
  mobile: boolean;
  renderBeforeStart?: (start: () => void, nothingToAsk: () => void) => ReactNode;
  renderLeaderboard?: (props: SlotProps & { date: string }) => ReactNode;
  renderStats?: (props: SlotProps) => ReactNode;
  loadFunFact?: (day: string) => Promise<string>;
}

/** One mark per round for the share text: found first try, with a mistake, or missed. */
const mark = (r: DecidedRound) => (r.firstTry ? '🟩' : r.found ? '🟨' : '🟥');

type Stage = 'game' | 'review' | 'quiz';

/** The MedMatch screen: start, rounds, result, review and the mini-quiz (spec 03 §2). */
export function MedmatchBoard(props: MedmatchBoardProps) {
  const { session, snapshot, mobile } = props;
  const { phase, state, clock, busy, current, reveal, decided } = snapshot;
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('game');
  const [helpOpen, setHelpOpen] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [nothingToAsk, setNothingToAsk] = useState(false);

  const puzzle = state.puzzle;
  const playing = phase === 'playing';
  // the last pick shows for a second before the result
  const finished = (phase === 'won' || phase === 'lost') && !reveal;
  const won = phase === 'won';
  const lives = snapshot.livesLeft ?? puzzle.lives;
  const hasBoard = state.mode === 'daily' && props.renderLeaderboard !== undefined;
  const gate =
    phase === 'waiting' && props.renderBeforeStart && !nothingToAsk
      ? props.renderBeforeStart(
          () => session.start(),
          () => setNothingToAsk(true),
        )
      : null;
  const fact = useFunFact(stage === 'quiz', () =>
    props.loadFunFact ? props.loadFunFact(state.day) : Promise.resolve(''),
  );

  const attempt = useCallback((href: string) => setLeaving(href), []);
  useLeaveGuard(playing, attempt);

  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (finished && snapshot.finishSeq > 0) resultRef.current?.focus();
  }, [finished, snapshot.finishSeq]);

  const share = shareText(
    'medmatch',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: won,
      tally: `${decided.filter((r) => r.found).length}/${puzzle.roundCount}`,
      picture: [decided.map(mark).join('')],
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medmatch`,
  );

  const header = (
    <header className="mm-head">
      <h1 className="mm-head__title">{T.title}</h1>
      <p className="mm-head__date">
        <time dateTime={state.puzzleDate}>{formatLongDate(state.puzzleDate, mobile)}</time>
      </p>
      <div className="mm-head__tags">
        <p className="mm-head__topic">
          <span className="mm-head__topic-label">{T.topic}:</span> {puzzle.topic}
        </p>
        <DifficultyBadge difficulty={puzzle.difficulty} />
      </div>
      {state.mode === 'archive' ? (
        <p className="mm-head__archive" role="note">
          {T.archiveNotice}
        </p>
      ) : null}
    </header>
  );

  let body: ReactNode;
  if (stage === 'review')
    body = (
      <Review
        rounds={decided}
        onQuiz={() => setStage('quiz')}
        onBack={() => {
          setStage('game');
          session.reset();
        }}
      />
    );
  else if (stage === 'quiz')
    body =
      snapshot.quiz.length > 0 ? (
        <MiniQuiz
          questions={snapshot.quiz}
          check={(q, option) => session.checkQuiz(q, option)}
          {...(fact ? { funFact: fact } : {})}
          onClose={() => setStage('review')}
        />
      ) : (
        <div className="mm-quiz" role="alert">
          <p>{T.noQuiz}</p>
          <Button variant="secondary" onClick={() => setStage('review')}>
            {T.review}
          </Button>
        </div>
      );
  else if (finished)
    body = (
      <ResultPanel
        titleRef={resultRef}
        won={won}
        exited={snapshot.exited}
        livesLeft={lives}
        result={state.result}
        shareText={share}
        onReview={() => setStage('review')}
        onTryAgain={() => session.reset()}
        {...(props.renderStats ? { onStats: () => setStatsOpen(true) } : {})}
        {...(hasBoard ? { onLeaderboard: () => setBoardOpen(true) } : {})}
      />
    );
  else if (phase === 'waiting' || phase === 'starting')
    body = gate ?? (
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
    );
  else {
    const shown = reveal ?? current;
    body = (
      <div className="mm-play">
        <Hearts left={lives} of={puzzle.lives} />
        {shown ? (
          <div
            className={phase === 'paused' ? 'mm-concealed' : undefined}
            inert={phase === 'paused'}
          >
            <Round
              round={shown.round}
              roundCount={puzzle.roundCount}
              terms={phase === 'paused' ? [] : shown.terms}
              wrong={shown.wrong}
              reveal={reveal ? { term: reveal.term, correct: reveal.correct } : null}
              disabled={!playing || busy !== null}
              onPick={(term) => session.pick(term)}
            />
          </div>
        ) : null}
        {phase === 'paused' ? (
          <PauseOverlay resuming={busy === 'start'} onContinue={() => session.resume()} />
        ) : null}
      </div>
    );
  }

  return (
    <div className={`mm-page${mobile ? ' mm-page--mobile' : ''}`}>
      {header}
      <div className="mm-bar">
        <Timer
          clock={clock}
          control={playing && !reveal ? 'pause' : phase === 'paused' ? 'continue' : null}
          controlDisabled={busy === 'start'}
          onPause={() => session.pause()}
          onContinue={() => session.resume()}
        />
        <div className="mm-bar__tools">
          <button
            type="button"
            className="mg-settings-button mm-help-button"
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
      {snapshot.notice ? (
        <p className="mm-notice" role="status">
          {snapshot.notice.text}
        </p>
      ) : null}
      {body}
      <p className="visually-hidden" aria-live="polite">
        {snapshot.announcement}
      </p>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ExitDialog
        open={leaving !== null}
        leaving={busy === 'exit'}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          const to = leaving ?? '/landing';
          void session.exit().then(() => {
            setLeaving(null);
            navigate(to);
          });
        }}
      />
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
