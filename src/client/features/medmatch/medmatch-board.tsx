import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { PlayAnnouncer, PlayBar, PlayHeader, usePlayScreen, type PlaySlots } from '../../play';
import { ExitDialog, HelpDialog } from './medmatch-dialogs';
import type { MedmatchSession, MedmatchSnapshot } from './medmatch-session';
import { MedmatchStage, type Stage } from './medmatch-stage';
import { MEDMATCH_TEXTS as T } from './texts';
import { useLeaveGuard } from './use-leave-guard';
import type { FunFact } from '../../../shared/fun-facts/facts';

export interface MedmatchBoardProps extends PlaySlots {
  session: MedmatchSession;
  snapshot: MedmatchSnapshot & { state: NonNullable<MedmatchSnapshot['state']> };
  mobile: boolean;
  loadFunFact?: (day: string) => Promise<FunFact>;
}

/** The MedMatch screen: start, rounds, result, review and the mini-quiz (docs/product.md). */
export function MedmatchBoard(props: MedmatchBoardProps) {
  const { session, snapshot, mobile } = props;
  const { phase, state, clock, busy, reveal } = snapshot;
  const navigate = useNavigate();
  const screen = usePlayScreen(() => session.start(), snapshot, props);
  const [stage, setStage] = useState<Stage>('game');
  const [leaving, setLeaving] = useState<{ to: string; link: HTMLAnchorElement } | null>(null);
  const puzzle = state.puzzle;
  // the last pick shows for a second before the result
  const finished = screen.finished && !reveal;

  const attempt = useCallback(
    (to: string, link: HTMLAnchorElement) => setLeaving({ to, link }),
    [],
  );
  useLeaveGuard(screen.playing, attempt);

  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (finished && snapshot.finishSeq > 0) resultRef.current?.focus();
  }, [finished, snapshot.finishSeq]);

  return (
    <div className={`play-page${mobile ? ' play-page--mobile' : ''}`}>
      <PlayHeader
        title={T.title}
        date={state.puzzleDate}
        mobile={mobile}
        focus={{ label: T.topic, value: puzzle.topic }}
        difficulty={puzzle.difficulty}
        archiveNotice={state.mode === 'archive' ? T.archiveNotice : null}
      />
      <PlayBar
        clock={clock}
        phase={phase}
        busy={busy}
        canPause={!reveal}
        onPause={() => session.pause()}
        onContinue={() => session.resume()}
        helpLabel={T.help}
        onHelp={() => screen.open('help')}
        {...(screen.hasBoard
          ? { leaderboard: { label: T.leaderboard, onOpen: () => screen.open('board') } }
          : {})}
      />
      {snapshot.notice ? (
        <p className="mm-notice" role="status">
          {snapshot.notice.text}
        </p>
      ) : null}
      <MedmatchStage
        stage={stage}
        onStage={setStage}
        session={session}
        snapshot={snapshot}
        finished={finished}
        gate={screen.gate}
        resultRef={resultRef}
        {...(props.loadFunFact ? { loadFunFact: props.loadFunFact } : {})}
        onOpen={screen.open}
        hasBoard={screen.hasBoard}
        hasStats={props.renderStats !== undefined}
      />
      <PlayAnnouncer text={snapshot.announcement} />
      <HelpDialog open={screen.dialog === 'help'} onClose={screen.close} />
      <ExitDialog
        open={leaving !== null}
        leaving={busy === 'exit'}
        onStay={() => {
          // the menu (or any modal) the link was in closes too: the player is back in the game
          leaving?.link.closest('dialog')?.close();
          setLeaving(null);
        }}
        onLeave={() => {
          const to = leaving?.to ?? '/landing';
          void session.exit().then(() => {
            setLeaving(null);
            navigate(to);
          });
        }}
      />
      {screen.slots}
    </div>
  );
}
