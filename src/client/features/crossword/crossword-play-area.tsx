import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { PauseOverlay, StartOverlay } from '../../ui/play';
import type { PlayScreen } from '../../play';
import type { CrosswordGame } from './api';
import type { Board } from './board';
import { ClueBar } from './clue-bar';
import { ClueList } from './clue-list';
import type { clueItems, clueTexts } from './clues';
import { CrosswordGrid } from './crossword-grid';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';
import { CROSSWORD_TEXTS as T } from './texts';
import type { useCrosswordCursor } from './use-crossword-cursor';

export const focusActiveCell = (grid: HTMLElement | null) =>
  grid?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });

export interface CrosswordPlayAreaProps {
  game: CrosswordGame;
  mobile: boolean;
  session: CrosswordSession;
  snapshot: CrosswordSnapshot & { layout: NonNullable<CrosswordSnapshot['layout']> };
  board: Board;
  items: ReturnType<typeof clueItems>;
  clues: ReturnType<typeof clueTexts>;
  cursor: ReturnType<typeof useCrosswordCursor>;
  screen: PlayScreen<'reveal' | 'reset'>;
  celebrating: boolean;
  gridRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The grid with its clue bar and clue lists (on a phone, the clue bar under the grid), hidden
 * under the Start or pause card until the clock runs.
 */
export function CrosswordPlayArea(p: CrosswordPlayAreaProps) {
  const { session, snapshot, board, clues, screen, mobile } = p;
  const { phase, layout, state, busy } = snapshot;
  const { cursor, slot, act, select, goTo } = p.cursor;
  const { won, concealed } = screen;
  // A stable click handler keeps the memoised squares from re-rendering on every change.
  const selectRef = useRef(select);
  useEffect(() => {
    selectRef.current = select;
  });
  const onSelect = useCallback((r: number, c: number) => selectRef.current(r, c), []);
  const chooseClue = (...args: Parameters<typeof goTo>) => {
    goTo(...args);
    if (!mobile) setTimeout(() => focusActiveCell(p.gridRef.current));
  };
  const clueBar = (withArrows: boolean) => (
    <ClueBar
      slot={concealed ? undefined : slot}
      clues={clues}
      withArrows={withArrows}
      disabled={!screen.playing}
      onPrevious={() => act({ type: 'previousClue' })}
      onNext={() => act({ type: 'nextClue' })}
      onToggle={() => act({ type: 'toggle' })}
    />
  );
  const completed = new Set(board.completedClues);
  return (
    <>
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
            label={`${T.title[p.game]} grid, ${layout.rows} by ${layout.cols}`}
            describedBy="cw-keys-help"
            concealed={concealed}
            celebrating={p.celebrating}
            circled={state?.puzzle.circled}
            shaded={state?.puzzle.shaded}
            gridRef={p.gridRef}
            onSelect={onSelect}
            onKeyDown={p.onKeyDown}
          />
        </div>
        {/* on a phone the clue lists come after the solve, to review the clues with the answers */}
        {mobile && !won ? null : (
          <div className="cw-clues" inert={concealed}>
            {(['across', 'down'] as const).map((dir) => (
              <ClueList
                key={dir}
                dir={dir}
                clues={concealed ? [] : p.items[dir]}
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
        {screen.ready ? (
          <StartOverlay starting={phase === 'starting'} onStart={() => session.start()} />
        ) : null}
      </div>
      {mobile && !won ? clueBar(true) : null}
    </>
  );
}
