/**
 * The admin tools' paths (docs/product.md#routes-and-access): admins only; everyone else sees 'Not
 * authorized'.
 */
export const ADMIN_PATHS = [
  'admin',
  'test-medmatch',
  'test-medword',
  'test-medle',
  'test-puzzles',
  'puzzle-builder',
] as const;
