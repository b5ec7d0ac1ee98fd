import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { accountsMigration } from './001-accounts.js';
import { playMigration } from './002-play.js';

/**
 * One migration set for both databases. A migration that needs a dialect-specific type takes
 * the dialect; names sort in the order they run.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-accounts': accountsMigration(dialect),
    '002-play': playMigration(dialect),
  };
}
