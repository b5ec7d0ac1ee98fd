import { useEffect, useMemo, useRef } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Button, FeedbackMessage } from '../../ui';
import { SolverSettingsButton } from '../../ui/play';
import {
  EndSlot,
  PlayAnnouncer,
  PlayBar,
  PlayHeader,
  useEndDialog,
  usePlayScreen,
  usePreloadWhenUnderWay,
  type PlaySlots,
} from '../../play';
import { keyStates } from '../../../shared/medword/rules';
import type { SolverSettings } from '../../../shared/play/solver-settings';
import { HelpDialog } from './medword-dialogs';
import { MedwordKeyboard } from './medword-keyboard';
import { MedwordPlayArea } from './medword-play-area';
import type { MedwordSession, MedwordSnapshot } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';
import { useMedwordKeys } from './use-medword-keys';

export interface MedwordBoardProps extends PlaySlots {
  session: MedwordSession;
  snapshot: MedwordSnapshot & { state: NonNullable<MedwordSnapshot['state']> };
  mobile: boolean;
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
}

const MEDWORD_SETTINGS = ['highContrast', 'hardMode'] as const;

const End = lazyComponent('medword-end', () =>
  import('./end/medword-end').then((m) => m.MedwordEnd),
);

/** The MedWord screen in play: header, focus, timer, hints, grid, keyboard and the dialogs. */
export function MedwordBoard(props: MedwordBoardProps) {
  const { session, snapshot, mobile, settings } = props;
  const { phase, state, guesses, clock, busy, finishSeq } = snapshot;
  const screen = usePlayScreen<'about'>(() => session.start(), snapshot, props);
  const end = useEndDialog(screen.finished, screen.won, finishSeq);
  usePreloadWhenUnderWay(End, phase);
  const modalOpen = screen.dialog !== null || end.open || screen.gate !== null;
  const keys = useMemo(() => keyStates(guesses), [guesses]);
  const answer = state.play?.view?.answer ?? null;
  const pageRef = useRef<HTMLDivElement>(null);
  useEffect(() => session.setHardMode(settings.hardMode), [session, settings.hardMode]);
  // on only before the first guess of a play (docs/product.md#medword-rules)
  const hardLocked = !screen.finished && guesses.length > 0 && !snapshot.hard && !settings.hardMode;
  const openHelp = () => (screen.open('help'), session.hold());
  // '?' opens Help as its button would: focus goes back to that button when Help closes
  useMedwordKeys(session, screen.playing && !modalOpen, pageRef, () => {
    pageRef.current?.querySelector<HTMLElement>('.play-help-button')?.focus();
    openHelp();
  });
  const goTo = (dialog: 'board' | 'stats') => () => (end.close(), screen.open(dialog));

  const pageClass = ['play-page', 'mw-page', mobile ? 'play-page--mobile' : '']
    .concat(settings.highContrast ? ['mw-page--contrast'] : [])
    .filter(Boolean)
    .join(' ');
  const header = (
    <PlayHeader
      title={T.title}
      date={state.puzzleDate}
      mobile={mobile}
      subtitle={T.subtitle}
      focus={{ label: T.focus, value: state.puzzle.category || T.defaultFocus }}
      archiveNotice={state.mode === 'archive' ? T.archiveNotice : null}
    />
  );
  if (mobile && screen.gate)
    return (
      <div className={pageClass}>
        {header}
        {screen.gate}
      </div>
    );

  return (
    <div ref={pageRef} className={pageClass}>
      {header}
      <PlayBar
        clock={clock}
        phase={phase}
        busy={busy}
        onPause={() => session.pause()}
        onContinue={() => session.resume()}
        helpLabel={T.help}
        onHelp={openHelp}
        helpKey="?"
        {...(screen.hasBoard
          ? { leaderboard: { label: T.leaderboard, onOpen: () => screen.open('board') } }
          : {})}
      >
        <SolverSettingsButton
          keys={MEDWORD_SETTINGS}
          settings={settings}
          onChange={props.onSettingsChange}
          {...(hardLocked ? { locked: { hardMode: T.hardModeLocked } } : {})}
          onOpenChange={(open) => (open ? session.hold() : session.release())}
        />
      </PlayBar>
      {/* A toast over the page's title, never over the rows it is about. */}
      {snapshot.notice ? (
        <div className="mw-notice">
          <FeedbackMessage tone={snapshot.notice.tone}>{snapshot.notice.text}</FeedbackMessage>
        </div>
      ) : null}
      <MedwordPlayArea session={session} snapshot={snapshot} screen={screen} />
      {screen.finished ? (
        <div className="mw-finished" role="group" aria-label={T.finishedActions}>
          <Button onClick={end.show}>{T.results}</Button>
          <Button variant="secondary" onClick={() => session.reset()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : (
        <MedwordKeyboard
          keys={keys}
          disabled={!screen.playing || modalOpen || busy === 'guess'}
          onLetter={(letter) => session.type(letter)}
          onEnter={() => session.submit()}
          onDelete={() => session.erase()}
        />
      )}
      <PlayAnnouncer text={snapshot.announcement} />
      {screen.gate}
      <HelpDialog
        open={screen.dialog === 'help'}
        highContrast={settings.highContrast}
        onClose={() => (screen.close(), session.release())}
      />
      {answer ? (
        <EndSlot>
          <End.Component
            open={end.open}
            aboutOpen={screen.dialog === 'about'}
            won={screen.won}
            answer={answer}
            snapshot={snapshot}
            highContrast={settings.highContrast}
            onAbout={() => screen.open('about')}
            onAboutClose={screen.close}
            onTryAgain={() => {
              end.close();
              session.reset();
            }}
            onClose={end.close}
            onLeaderboard={screen.hasBoard ? goTo('board') : undefined}
            onStats={props.renderStats ? goTo('stats') : undefined}
          />
        </EndSlot>
      ) : null}
      {screen.slots}
    </div>
  );
}
