import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import {
  DEFAULT_SOLVER_SETTINGS,
  type SolverSettings,
} from '../../../shared/play/solver-settings.js';
import { solverSettingsSchema } from '../../../shared/play/solver-settings-schema.js';

/** A stored settings row read back; a row that does not parse counts as the defaults. */
export function parseStoredSettings(json: string | null | undefined): SolverSettings {
  if (!json) return { ...DEFAULT_SOLVER_SETTINGS };
  try {
    const parsed = solverSettingsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : { ...DEFAULT_SOLVER_SETTINGS };
  } catch {
    return { ...DEFAULT_SOLVER_SETTINGS };
  }
}

export function createSettingsRepository(db: Db) {
  const k = db.kysely;
  return {
    async get(userId: string): Promise<SolverSettings> {
      const row = await k
        .selectFrom('user_settings')
        .select('settings')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return parseStoredSettings(row?.settings);
    },

    async save(userId: string, settings: SolverSettings): Promise<void> {
      const values = { settings: JSON.stringify(settings), updated_at: nowIso() };
      await k
        .insertInto('user_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
