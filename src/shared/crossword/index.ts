/** Crossword rules shared by the server (authoritative) and the client (instant feedback). */
export * from './grid.js';
export * from './schema.js';
export * from './navigation.js';
export * from './progress.js';
export * from './moves.js';
export * from './play.js';
