import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { accountsMigration } from './001-accounts.js';
import { playMigration } from './002-play.js';
import { contentMigration } from './003-content.js';
import { resultsSchoolMigration } from './004-results-school.js';
import { dailyQuestionsMigration } from './005-daily-questions.js';
import { fairPlayMigration } from './006-fair-play.js';
import { accountSecurityMigration } from './007-account-security.js';
import { termsAcceptanceMigration } from './008-terms-acceptance.js';
import { solverSettingsMigration } from './009-solver-settings.js';
import { humanPaceMigration } from './010-human-pace.js';
import { medwordLossMigration } from './011-medword-loss-not-assisted.js';
import { medleLegacyLossMigration } from './012-medle-legacy-loss.js';
import { decksMigration } from './013-decks.js';

/**
 * One migration set for both databases. A migration that needs a dialect-specific type takes
 * the dialect; names sort in the order they run.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-accounts': accountsMigration(dialect),
    '002-play': playMigration(dialect),
    '003-content': contentMigration(),
    '004-results-school': resultsSchoolMigration(),
    '005-daily-questions': dailyQuestionsMigration(),
    '006-fair-play': fairPlayMigration(),
    '007-account-security': accountSecurityMigration(),
    '008-terms-acceptance': termsAcceptanceMigration(),
    '009-solver-settings': solverSettingsMigration(),
    '010-human-pace': humanPaceMigration(),
    '011-medword-loss-not-assisted': medwordLossMigration(),
    '012-medle-legacy-loss': medleLegacyLossMigration(),
    '013-decks': decksMigration(dialect),
  };
}
