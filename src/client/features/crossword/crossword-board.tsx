import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Scope } from '../../../shared/crossword/moves';
import type { SolverSettings } from '../../../shared/play/solver-settings';
import { FeedbackMessage } from '../../ui';
import { lazyComponent } from '../../lib/lazy-component';
import {
  EndSlot,
  useEndDialog,
  usePlayScreen,
  usePreloadWhenUnderWay,
  type PlaySlots,
} from '../../play';
import type { CrosswordGame } from './api';
import { emptyBoard } from './board';
import { clueItems, clueName, clueTexts } from './clues';
import { CrosswordBar } from './crossword-bar';
import { CrosswordDialogs } from './crossword-dialogs';
import { CrosswordHeader } from './crossword-header';
import { CrosswordPlayArea, focusActiveCell } from './crossword-play-area';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';
import { OnScreenKeyboard } from './on-screen-keyboard';
import { ScreenReaderTexts } from './screen-reader-texts';
import { ToolMenu } from './tool-menu';
import { useCrosswordCursor } from './use-crossword-cursor';
import { useCrosswordKeyboard } from './use-crossword-keyboard';
import type { FunFact } from '../../../shared/fun-facts/facts';

export interface CrosswordBoardProps extends PlaySlots {
  game: CrosswordGame;
  mobile: boolean;
  session: CrosswordSession;
  snapshot: CrosswordSnapshot & {
    state: NonNullable<CrosswordSnapshot['state']>;
    layout: NonNullable<CrosswordSnapshot['layout']>;
  };
  /** The fun fact of the player's day. */
  loadFunFact: (day: string) => Promise<FunFact>;
  /** The player's solver settings and how to change them (kept on the account). */
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
}

// Share and the completed banner of a solved puzzle, with the end modal (usePreloadWhenUnderWay)
const ShareTool = lazyComponent('crossword-share-tool', () =>
  import('./end').then((m) => m.ShareTool),
);
const CompletedBanner = lazyComponent('crossword-completed-banner', () =>
  import('./end').then((m) => m.CompletedBanner),
);

/** The play screen: header, timer and tools, grid, clues (or clue bar and keyboard), modals. */
export function CrosswordBoard(props: CrosswordBoardProps) {
  const { game, mobile, session, snapshot, settings } = props;
  const { state, layout, clock, notice, announcement } = snapshot;
  const blank = useMemo(() => emptyBoard(layout), [layout]);
  const board = snapshot.board ?? blank;
  const items = useMemo(() => clueItems(state.puzzle, board.clues), [state.puzzle, board.clues]);
  const clues = useMemo(() => clueTexts(items), [items]);
  const cursorState = useCrosswordCursor(session, layout, board, settings);
  const { cursor, slot, act } = cursorState;
  const { pencil, autocheck } = settings;
  useEffect(() => session.configure({ pencil, autocheck }), [session, pencil, autocheck]);
  const screen = usePlayScreen<'reveal' | 'reset'>(() => session.start(), snapshot, props);
  const [revealScope, setRevealScope] = useState<Scope>('square');
  const end = useEndDialog(screen.won, screen.won, snapshot.finishSeq);
  const modalOpen = screen.dialog !== null || end.open || screen.gate !== null;
  const { won, playing } = screen;
  usePreloadWhenUnderWay(ShareTool, snapshot.phase);
  usePreloadWhenUnderWay(CompletedBanner, snapshot.phase);
  const finished = { game, puzzleDate: state.puzzleDate, board, activeMs: clock.activeMs };
  const pageRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const toolsRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useCrosswordKeyboard({
    enabled: playing && !modalOpen,
    act,
    gridRef,
    pageRef,
    onLeave: () => toolsRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
  });

  // Play starts or resumes: the grid takes focus unless something else has it (on desktop; on a
  // phone the on-screen keyboard types without it).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (playing && !mobile && (!active || active === document.body || active.id === 'main'))
      focusActiveCell(gridRef.current);
  }, [playing, mobile]);

  const target = (scope: Scope) =>
    scope === 'puzzle' || !cursor
      ? {}
      : scope === 'square'
        ? { row: cursor.row, col: cursor.col }
        : { row: cursor.row, col: cursor.col, dir: cursor.dir };

  const header = (
    <CrosswordHeader
      game={game}
      date={state.puzzleDate}
      title={state.puzzle.title || state.title}
      subtitle={state.puzzle.subtitle}
      mode={state.mode}
      compact={mobile}
    />
  );
  const pageClass = `cw-page cw-page--${game}${mobile ? ' cw-page--mobile' : ''}${state.mode === 'archive' ? ' cw-page--archive' : ''}${state.mode === 'practice' ? ' cw-page--practice' : ''}`;
  // On a phone, what comes before play (today's question) is a sheet over the whole screen: the
  // board, which no one could see behind it, renders when the sheet closes. On a wider screen
  // it shows, concealed, around the dialog.
  if (mobile && screen.gate)
    return (
      <div ref={pageRef} className={pageClass}>
        {header}
        {screen.gate}
      </div>
    );

  const tools = (
    <ToolMenu
      finished={won}
      disabled={!playing}
      onTool={(kind, scope) => {
        if (kind === 'reveal') return (setRevealScope(scope), screen.open('reveal'));
        session.tool({ type: kind, scope, ...target(scope) });
        focusActiveCell(gridRef.current);
      }}
      onReset={() => screen.open('reset')}
      resetting={snapshot.busy === 'reset'}
      onLeaderboard={screen.hasBoard ? () => screen.open('board') : undefined}
      compact={mobile}
      groupRef={toolsRef}
      share={
        won && state.mode !== 'practice' ? (
          <EndSlot>
            <ShareTool.Component play={finished} />
          </EndSlot>
        ) : null
      }
    />
  );
  return (
    <div ref={pageRef} className={pageClass}>
      {header}
      <CrosswordBar
        session={session}
        snapshot={snapshot}
        settings={settings}
        onSettingsChange={props.onSettingsChange}
        tools={mobile ? null : tools}
      />
      {won ? (
        <EndSlot>
          <CompletedBanner.Component
            activeMs={clock.activeMs}
            wrongChecks={board.wrongChecks}
            ranked={board.revealedCount === 0 && !board.entirePuzzleRevealed}
          />
        </EndSlot>
      ) : null}
      {/* Floating, so a message never moves the grid under the player's fingers. */}
      {notice ? (
        <div className="cw-notice">
          <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage>
        </div>
      ) : null}
      <CrosswordPlayArea
        game={game}
        mobile={mobile}
        session={session}
        snapshot={snapshot}
        board={board}
        items={items}
        clues={clues}
        cursor={cursorState}
        screen={screen}
        celebrating={end.celebrating}
        gridRef={gridRef}
        onKeyDown={onKeyDown}
      />
      {mobile && !won ? (
        <OnScreenKeyboard
          disabled={!playing || modalOpen}
          onLetter={(letter) => act({ type: 'letter', letter })}
          onBackspace={() => act({ type: 'backspace' })}
        />
      ) : null}
      {mobile ? tools : null}
      <ScreenReaderTexts
        helpId="cw-keys-help"
        clue={playing && slot ? clueName(slot, clues) : ''}
        announcement={announcement}
      />
      {screen.gate}
      <CrosswordDialogs
        game={game}
        session={session}
        snapshot={snapshot}
        board={board}
        screen={screen}
        end={end}
        revealScope={revealScope}
        onReveal={() =>
          session.tool({ type: 'reveal', scope: revealScope, ...target(revealScope) })
        }
        loadFunFact={() => props.loadFunFact(state.day)}
        hasStats={props.renderStats !== undefined}
      />
      {screen.slots}
    </div>
  );
}
