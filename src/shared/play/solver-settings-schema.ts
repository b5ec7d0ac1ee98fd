import { z } from 'zod';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from './solver-settings.js';

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** Stored settings: anything missing (an older row) takes its default. */
export const solverSettingsSchema: z.ZodType<SolverSettings> = z.object({
  skipFilled: flag('skipFilled').default(DEFAULT_SOLVER_SETTINGS.skipFilled),
  jumpToEmpty: flag('jumpToEmpty').default(DEFAULT_SOLVER_SETTINGS.jumpToEmpty),
  pencil: flag('pencil').default(DEFAULT_SOLVER_SETTINGS.pencil),
  autocheck: flag('autocheck').default(DEFAULT_SOLVER_SETTINGS.autocheck),
  highContrast: flag('highContrast').default(DEFAULT_SOLVER_SETTINGS.highContrast),
  hardMode: flag('hardMode').default(DEFAULT_SOLVER_SETTINGS.hardMode),
});

/** PUT /api/account/settings: the settings to change; the others stay. */
export const solverSettingsPatchSchema = z
  .strictObject(
    {
      skipFilled: flag('skipFilled').optional(),
      jumpToEmpty: flag('jumpToEmpty').optional(),
      pencil: flag('pencil').optional(),
      autocheck: flag('autocheck').optional(),
      highContrast: flag('highContrast').optional(),
      hardMode: flag('hardMode').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown setting: ${issue.keys.join(', ')}`
          : 'Settings must be an object of true/false values',
    },
  )
  .refine((patch) => Object.keys(patch).length > 0, { message: 'No setting to change' });
