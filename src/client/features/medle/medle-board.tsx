import { useEffect, useRef } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { ConfirmDialog } from '../../ui';
import { PauseOverlay, StartOverlay } from '../../ui/play';
import {
  EndSlot,
  PlayAnnouncer,
  PlayBar,
  PlayHeader,
  usePlayScreen,
  usePreloadWhenUnderWay,
  type PlaySlots,
} from '../../play';
import { categoryLabel } from '../../../shared/medle/schema-constants';
import { MedleClues, MedleHistory } from './medle-clues';
import { MedleControls } from './medle-controls';
import { HelpDialog } from './medle-dialogs';
import type { MedleSession, MedleSnapshot } from './medle-session';
import { MEDLE_TEXTS as T } from './texts';

export interface MedleBoardProps extends PlaySlots {
  session: MedleSession;
  snapshot: MedleSnapshot & { state: NonNullable<MedleSnapshot['state']> };
  mobile: boolean;
  loadNames?: () => Promise<string[]>;
}

const End = lazyComponent('medle-end', () => import('./end/medle-end').then((m) => m.MedleEnd));

/** The Medle screen in play: header, timer, clue cards, the guess field, the result panel. */
export function MedleBoard(props: MedleBoardProps) {
  const { session, snapshot, mobile } = props;
  const { phase, state, clues, guesses, clock, busy } = snapshot;
  const screen = usePlayScreen<'explain' | 'reveal'>(() => session.start(), snapshot, props);
  const { won, ready, gate, hasBoard } = screen;
  const answer = state.play?.view?.answer ?? null;
  usePreloadWhenUnderWay(End, phase);

  // a finish in this visit brings the result into view and reading order
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (snapshot.finishSeq === 0) return;
    resultRef.current?.focus();
    resultRef.current?.scrollIntoView?.({ block: 'center' });
  }, [snapshot.finishSeq]);

  const header = (
    <PlayHeader
      title={T.title}
      date={state.puzzleDate}
      mobile={mobile}
      subtitle={T.subtitle}
      focus={{ label: T.focus, value: categoryLabel(state.puzzle.category) }}
      difficulty={state.puzzle.difficulty}
      archiveNotice={state.mode === 'archive' ? T.archiveNotice : null}
    />
  );
  const pageClass = `play-page${mobile ? ' play-page--mobile' : ''}`;
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
      <PlayBar
        clock={clock}
        phase={phase}
        busy={busy}
        onPause={() => session.pause()}
        onContinue={() => session.resume()}
        helpLabel={T.help}
        onHelp={() => screen.open('help')}
        {...(hasBoard
          ? { leaderboard: { label: T.leaderboard, onOpen: () => screen.open('board') } }
          : {})}
      />
      <div className={`ml-play${ready || phase === 'paused' ? ' ml-play--overlay' : ''}`}>
        <MedleClues clues={clues} concealed={screen.concealed} />
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
      {screen.finished && answer ? (
        <EndSlot inPage>
          <End.Component
            titleRef={resultRef}
            won={won}
            answer={answer}
            snapshot={snapshot}
            explanationOpen={screen.dialog === 'explain'}
            onExplain={() => screen.open('explain')}
            onExplanationClose={screen.close}
            onTryAgain={() => session.reset()}
            onLeaderboard={hasBoard ? () => screen.open('board') : undefined}
            onStats={props.renderStats ? () => screen.open('stats') : undefined}
          />
        </EndSlot>
      ) : (
        <MedleControls
          session={session}
          snapshot={snapshot}
          onReveal={() => screen.open('reveal')}
          {...(props.loadNames ? { loadNames: props.loadNames } : {})}
        />
      )}
      <MedleHistory guesses={guesses} />
      <PlayAnnouncer text={snapshot.announcement} />
      {gate}
      <HelpDialog open={screen.dialog === 'help'} onClose={screen.close} />
      <ConfirmDialog
        open={screen.dialog === 'reveal'}
        title={T.revealTitle}
        description={T.revealText}
        confirmLabel={T.revealConfirm}
        onConfirm={() => {
          screen.close();
          session.nextClue();
        }}
        onCancel={screen.close}
      />
      {screen.slots}
    </div>
  );
}
