import type { ReactNode, Ref } from 'react';
import type { Scope } from '../../../shared/crossword/moves';
import { Button, MenuButton } from '../../ui';
import { CROSSWORD_TEXTS as T } from './texts';

export type ToolKind = 'clear' | 'check' | 'reveal';

export interface ToolMenuProps {
  finished: boolean;
  /** While paused or loading the tools wait. */
  disabled: boolean;
  onTool: (kind: ToolKind, scope: Scope) => void;
  onReset: () => void;
  resetting: boolean;
  /** Absent when the play has no leaderboard (archive). */
  onLeaderboard?: () => void;
  /** 'Board' on the mobile bottom bar. */
  compact: boolean;
  /** Once solved: 'Share' (its code loads with the end screens). */
  share: ReactNode;
  groupRef?: Ref<HTMLDivElement>;
}

const SCOPES: readonly { scope: Scope; label: string }[] = [
  { scope: 'square', label: 'Square' },
  { scope: 'word', label: 'Word' },
  { scope: 'puzzle', label: 'Puzzle' },
];

const TOOLS: readonly { kind: ToolKind; label: string }[] = [
  { kind: 'clear', label: 'Clear' },
  { kind: 'check', label: 'Check' },
  { kind: 'reveal', label: 'Reveal' },
];

/**
 * Clear, Check and Reveal, each with Square, Word and Puzzle (docs/product.md#crossword-tools), and
 * the Leaderboard; once the puzzle is finished, Reset and Leaderboard.
 */
export function ToolMenu({
  finished,
  disabled,
  onTool,
  onReset,
  resetting,
  onLeaderboard,
  compact,
  groupRef,
  share,
}: ToolMenuProps) {
  const board = onLeaderboard ? (
    <Button variant="secondary" size="sm" onClick={onLeaderboard} className="cw-tools__board">
      {compact ? T.board : T.leaderboard}
    </Button>
  ) : null;
  return (
    <div
      ref={groupRef}
      className={`cw-tools${compact ? ' cw-tools--bar' : ''}`}
      role="group"
      aria-label="Puzzle tools"
    >
      {finished ? (
        <>
          <Button variant="secondary" size="sm" onClick={onReset} loading={resetting}>
            {T.reset}
          </Button>
          {share}
        </>
      ) : (
        TOOLS.map((tool) => (
          <MenuButton
            key={tool.kind}
            label={tool.label}
            disabled={disabled}
            side={compact ? 'above' : 'below'}
            align={compact && tool.kind === 'reveal' ? 'end' : 'start'}
            items={SCOPES.map(({ scope, label }) => ({
              label,
              onSelect: () => onTool(tool.kind, scope),
            }))}
          />
        ))
      )}
      {board}
    </div>
  );
}
