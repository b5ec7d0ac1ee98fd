import type { z } from 'zod';
import type { GameId } from '../play/games.js';

/**
 * What the admin tools know of a game (docs/decisions/020): its upload label, the schema the
 * upload panel checks a file against, and what a test page shows of a stored puzzle. Each game's
 * folder defines it (src/shared/<game>/admin.ts) and admin-registry.ts lists them. Apart from
 * the game's definition because it holds the game's zod schema, which only the admin pages and
 * the server load (docs/decisions/005).
 */
export interface GameAdmin<G extends GameId = GameId> {
  game: G;
  /** The upload panel's type select (docs/product.md#upload-panel): 'Mini Crossword 5x5'. */
  uploadLabel: string;
  /** The stored puzzle's schema, as the upload panel checks a file before sending it. */
  puzzleSchema: z.ZodType;
  /**
   * Top-level fields that must be arrays, checked before the schema so that a file of the
   * wrong shape gets the upload panel's own message ('answerGrid is required and must be an
   * array': docs/product.md#upload-panel).
   */
  arrayFields: readonly string[];
  /**
   * A stored puzzle's facts for the test pages (docs/product.md#test-pages), or its schema's first
   * problem.
   */
  summarize(payload: unknown): { facts: [string, string][]; error: string | null };
}

/** A game's admin tools with the type of its puzzle, as its folder writes them. */
export interface GameAdminSpec<G extends GameId, Puzzle> {
  game: G;
  uploadLabel: string;
  puzzleSchema: z.ZodType<Puzzle>;
  arrayFields?: readonly string[];
  /** Label and value pairs (docs/product.md#test-pages: MedMatch difficulty, topic, rounds; …). */
  facts(puzzle: Puzzle): [string, string][];
}

function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid puzzle';
  return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/** The admin tools of a game, its puzzle's type closed over. */
export function defineGameAdmin<G extends GameId, Puzzle>(
  spec: GameAdminSpec<G, Puzzle>,
): GameAdmin<G> {
  return {
    game: spec.game,
    uploadLabel: spec.uploadLabel,
    puzzleSchema: spec.puzzleSchema,
    arrayFields: spec.arrayFields ?? [],
    summarize(payload) {
      const parsed = spec.puzzleSchema.safeParse(payload);
      if (!parsed.success) return { facts: [], error: firstIssue(parsed.error.issues) };
      return { facts: spec.facts(parsed.data), error: null };
    },
  };
}
