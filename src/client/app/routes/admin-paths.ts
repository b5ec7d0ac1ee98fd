/** The admin tools' paths (spec 01 §2): admins only; everyone else sees 'Not authorized'. */
export const ADMIN_PATHS = [
  'admin',
  'test-medmatch',
  'test-medword',
  'test-medle',
  'test-puzzles',
  'puzzle-builder',
] as const;
