import { Button } from '../../../ui';
import { hasMark, type MarkKind } from '../../../../shared/builder/marks';
import type { Builder } from './use-builder';

export const MARK_TEXTS: Record<MarkKind, string> = {
  circled: 'Circle square',
  shaded: 'Shade square',
};

/**
 * Circle or shade the selected square (issue 19): a toggle each, pressed while the square has the
 * mark; off without a selected white square. Players see a ring or a grey tint.
 */
export function MarkToggles({
  b,
}: {
  b: Pick<Builder, 'grid' | 'selected' | 'marks' | 'toggleMark'>;
}) {
  const at = b.selected;
  const white = at !== null && b.grid[at[0]]?.[at[1]] != null;
  return (
    <div className="bld-marks" role="group" aria-label="Marks on the selected square">
      {(['circled', 'shaded'] as const).map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="secondary"
          disabled={!white}
          aria-pressed={white && hasMark(b.marks, kind, at[0], at[1])}
          onClick={() => b.toggleMark(kind)}
        >
          {MARK_TEXTS[kind]}
        </Button>
      ))}
    </div>
  );
}
