import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Scope } from '../../../shared/crossword/moves';
import { FeedbackMessage } from '../../ui';
import type { CrosswordGame } from './api';
import { emptyBoard } from './board';
import { ClueBar } from './clue-bar';
import { ClueList } from './clue-list';
import { clueItems, clueName, clueTexts } from './clues';
import { CrosswordGrid } from './crossword-grid';
import { CrosswordHeader } from './crossword-header';
import { CompletedBanner } from './completed-banner';
import { EndModal, endOutcome, shareTextOf } from './end-modal';
import { OnScreenKeyboard } from './on-screen-keyboard';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';
import { ResetConfirm, RevealConfirm } from './reveal-confirm';
import { ScreenReaderTexts } from './screen-reader-texts';
import { CROSSWORD_TEXTS as T } from './texts';
import {
  PauseOverlay,
  SolverSettingsButton,
  StartOverlay,
  Timer,
  useCelebration,
} from '../../ui/play';
import { ToolMenu, type ToolKind } from './tool-menu';
import { useCrosswordCursor } from './use-crossword-cursor';
import { useCrosswordKeyboard } from './use-crossword-keyboard';
import { useFunFact } from '../../ui/play';
import type { SolverSettings } from '../../../shared/play/solver-settings';

export interface LeaderboardSlotProps {
  /** The day the board is for (a weekly puzzle's own date). */
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What comes before a first start (the daily question on today's Mini): given `start` (the
 * player is done: the play starts) and `nothingToAsk` (the Start card shows instead).
 */
export type BeforeStart = (start: () => void, nothingToAsk: () => void) => ReactNode;

export interface CrosswordBoardProps {
  game: CrosswordGame;
  mobile: boolean;
  session: CrosswordSession;
  snapshot: CrosswordSnapshot & {
    state: NonNullable<CrosswordSnapshot['state']>;
    layout: NonNullable<CrosswordSnapshot['layout']>;
  };
  renderBeforeStart?: BeforeStart;
  renderLeaderboard?: (props: LeaderboardSlotProps) => ReactNode;
  /** The player's stats for this game (features/stats, composed by the route). */
  renderStats?: (props: Omit<LeaderboardSlotProps, 'date'>) => ReactNode;
  /** The fun fact of the player's day. */
  loadFunFact: (day: string) => Promise<string>;
  /** The player's solver settings and how to change them (kept on the account). */
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
}

/** The solver settings the crosswords offer. */
const CROSSWORD_SETTINGS = ['skipFilled', 'jumpToEmpty', 'pencil', 'autocheck'] as const;

const focusActiveCell = (grid: HTMLElement | null) =>
  grid?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });

/** The play screen: header, timer and tools, grid, clues (or clue bar and keyboard), modals. */
export function CrosswordBoard(props: CrosswordBoardProps) {
  const { game, mobile, session, snapshot, renderBeforeStart, renderLeaderboard, loadFunFact } =
    props;
  const { settings, onSettingsChange } = props;
  const { phase, state, layout, clock, notice, announcement, busy, finishSeq } = snapshot;
  const blank = useMemo(() => emptyBoard(layout), [layout]);
  const board = snapshot.board ?? blank;
  const items = useMemo(() => clueItems(state.puzzle, board.clues), [state.puzzle, board.clues]);
  const clues = useMemo(() => clueTexts(items), [items]);
  const completed = useMemo(() => new Set(board.completedClues), [board.completedClues]);
  const { cursor, slot, act, select, goTo } = useCrosswordCursor(session, layout, board, settings);
  const { pencil, autocheck } = settings;
  useEffect(() => session.configure({ pencil, autocheck }), [session, pencil, autocheck]);
  const [revealScope, setRevealScope] = useState<Scope | null>(null);
  const [closedWin, setClosedWin] = useState(0);
  const [boardOpen, setBoardOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [nothingToAsk, setNothingToAsk] = useState(false);
  const [resetAsked, setResetAsked] = useState(false);
  const pageRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const toolsRef = useRef<HTMLDivElement>(null);

  const won = phase === 'won';
  const playing = phase === 'playing';
  const concealed = phase === 'paused' || phase === 'waiting' || phase === 'starting';
  const gate =
    phase === 'waiting' && renderBeforeStart && !nothingToAsk
      ? renderBeforeStart(
          () => session.start(),
          () => setNothingToAsk(true),
        )
      : null;
  const ready = (phase === 'waiting' && gate === null) || phase === 'starting';
  const celebrating = useCelebration(won ? finishSeq : 0);
  const endOpen = won && finishSeq > 0 && closedWin !== finishSeq && !celebrating;
  const funFact = useFunFact(endOpen, () => loadFunFact(state.day));
  const modalOpen =
    revealScope !== null || endOpen || boardOpen || statsOpen || resetAsked || gate !== null;
  const hasBoard = state.mode === 'daily' && renderLeaderboard !== undefined; // never for archive play
  const share = shareTextOf(game, state, board, clock.activeMs);

  const onKeyDown = useCrosswordKeyboard({
    enabled: playing && !modalOpen,
    act,
    gridRef,
    pageRef,
    onLeave: () => toolsRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
  });

  // A stable click handler keeps the memoised squares from re-rendering on every change.
  const selectRef = useRef(select);
  useEffect(() => {
    selectRef.current = select;
  });
  const onSelect = useCallback((r: number, c: number) => selectRef.current(r, c), []);

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
  const onTool = (kind: ToolKind, scope: Scope) => {
    if (kind === 'reveal') return setRevealScope(scope);
    session.tool({ type: kind, scope, ...target(scope) });
    focusActiveCell(gridRef.current);
  };
  const confirmReveal = () => {
    if (revealScope) session.tool({ type: 'reveal', scope: revealScope, ...target(revealScope) });
    setRevealScope(null);
  };
  const chooseClue = (...args: Parameters<typeof goTo>) => {
    goTo(...args);
    if (!mobile) setTimeout(() => focusActiveCell(gridRef.current));
  };

  const tools = (
    <ToolMenu
      finished={won}
      disabled={!playing}
      onTool={onTool}
      onReset={() => setResetAsked(true)}
      resetting={busy === 'reset'}
      onLeaderboard={hasBoard ? () => setBoardOpen(true) : undefined}
      compact={mobile}
      groupRef={toolsRef}
      shareText={won ? share : null}
    />
  );
  const timer = (
    <Timer
      clock={clock}
      control={playing ? 'pause' : phase === 'paused' ? 'continue' : null}
      controlDisabled={busy === 'start'}
      onPause={() => session.pause()}
      onContinue={() => session.resume()}
    />
  );
  const clueBar = (withArrows: boolean) => (
    <ClueBar
      slot={concealed ? undefined : slot}
      clues={clues}
      withArrows={withArrows}
      disabled={!playing}
      onPrevious={() => act({ type: 'previousClue' })}
      onNext={() => act({ type: 'nextClue' })}
      onToggle={() => act({ type: 'toggle' })}
    />
  );

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
  const pageClass = `cw-page cw-page--${game}${mobile ? ' cw-page--mobile' : ''}${state.mode === 'archive' ? ' cw-page--archive' : ''}`;
  // On a phone, what comes before play (today's question) is a sheet over the whole screen: the
  // board, which no one could see behind it, renders when the sheet closes. On a wider screen
  // it shows, concealed, around the dialog.
  if (mobile && gate)
    return (
      <div ref={pageRef} className={pageClass}>
        {header}
        {gate}
      </div>
    );

  return (
    <div ref={pageRef} className={pageClass}>
      {header}
      <div className="cw-bar">
        <div className="cw-bar__start">
          {timer}
          <SolverSettingsButton
            keys={CROSSWORD_SETTINGS}
            settings={settings}
            onChange={onSettingsChange}
          />
        </div>
        {mobile ? null : tools}
      </div>
      {won ? <CompletedBanner activeMs={clock.activeMs} wrongChecks={board.wrongChecks} /> : null}
      {/* Floating, so a message never moves the grid under the player's fingers. */}
      {notice ? (
        <div className="cw-notice">
          <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage>
        </div>
      ) : null}
      <div
        className={`cw-play${phase === 'paused' ? ' cw-play--concealed' : concealed ? ' cw-play--ready' : ''}`}
      >
        <div className="cw-play__board" inert={concealed}>
          {mobile || won ? null : clueBar(false)}
          <CrosswordGrid
            layout={layout}
            board={board}
            cursor={won || concealed ? null : cursor}
            slot={won || concealed ? undefined : slot}
            clues={clues}
            label={`${T.title[game]} grid, ${layout.rows} by ${layout.cols}`}
            describedBy="cw-keys-help"
            concealed={concealed}
            celebrating={celebrating}
            circled={state.puzzle.circled}
            shaded={state.puzzle.shaded}
            gridRef={gridRef}
            onSelect={onSelect}
            onKeyDown={onKeyDown}
          />
        </div>
        {/* on a phone the clue lists come after the solve, to review the clues with the answers */}
        {mobile && !won ? null : (
          <div className="cw-clues" inert={concealed}>
            {(['across', 'down'] as const).map((dir) => (
              <ClueList
                key={dir}
                dir={dir}
                clues={concealed ? [] : items[dir]}
                layout={layout}
                cursor={cursor}
                slot={won ? undefined : slot}
                completed={completed}
                onChoose={chooseClue}
              />
            ))}
          </div>
        )}
        {phase === 'paused' ? (
          <PauseOverlay resuming={busy === 'start'} onContinue={() => session.resume()} />
        ) : null}
        {ready ? (
          <StartOverlay starting={phase === 'starting'} onStart={() => session.start()} />
        ) : null}
      </div>
      {mobile && !won ? clueBar(true) : null}
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
      {gate}
      <ResetConfirm
        open={resetAsked}
        mode={state.mode}
        onConfirm={() => {
          setResetAsked(false);
          session.reset();
        }}
        onCancel={() => setResetAsked(false)}
      />
      <RevealConfirm
        open={revealScope !== null}
        mode={state.mode}
        onConfirm={confirmReveal}
        onCancel={() => setRevealScope(null)}
      />
      <EndModal
        open={endOpen}
        game={game}
        outcome={endOutcome(board, clock.activeMs, state.result)}
        funFact={funFact}
        shareText={share}
        onClose={() => setClosedWin(finishSeq)}
        onLeaderboard={
          hasBoard
            ? () => {
                setClosedWin(finishSeq);
                setBoardOpen(true);
              }
            : undefined
        }
        onStats={
          props.renderStats
            ? () => {
                setClosedWin(finishSeq);
                setStatsOpen(true);
              }
            : undefined
        }
      />
      {props.renderStats?.({ open: statsOpen, onOpenChange: setStatsOpen })}
      {hasBoard
        ? renderLeaderboard?.({
            date: state.puzzleDate,
            open: boardOpen,
            onOpenChange: setBoardOpen,
          })
        : null}
    </div>
  );
}
