import { Button } from '../button';
import { Dialog } from '../dialog';
import type { SolverSettings } from '../../../shared/play/solver-settings';

export const SETTINGS_TEXTS = {
  title: 'Solver settings',
  saved: 'Saved to your account: the same on every device.',
  done: 'Done',
} as const;

/** Each setting's label and hint (here, not in shared/play: only this dialog shows them). */
export const SOLVER_SETTING_TEXTS: Record<keyof SolverSettings, { label: string; hint: string }> = {
  skipFilled: {
    label: 'Skip filled squares',
    hint: 'While typing a word, the cursor jumps over squares that already hold a letter.',
  },
  jumpToEmpty: {
    label: "Jump to the next clue's first empty square",
    hint: 'At the end of a word, the cursor goes to the next clue that still has an empty square.',
  },
  pencil: {
    label: 'Pencil mode',
    hint: 'Letters you type are tentative and shown in grey, until you write over them with pencil mode off.',
  },
  autocheck: {
    label: 'Autocheck',
    hint: 'Every letter is checked as you type it. Each square marked wrong adds 10 seconds to your ranked time.',
  },
  highContrast: {
    label: 'High contrast colors',
    hint: 'Orange for a letter in the right spot and blue for a letter elsewhere in the word, for color-blind players.',
  },
  hardMode: {
    label: 'Hard Mode',
    hint: 'Any revealed hints must be used in later guesses: a green letter stays in its spot and a yellow letter must be in the word. Switch it on before your first guess.',
  },
};

export interface SolverSettingsDialogProps {
  open: boolean;
  /** The settings this game offers, in order. */
  keys: readonly (keyof SolverSettings)[];
  settings: SolverSettings;
  onChange: (patch: Partial<SolverSettings>) => void;
  onOpenChange: (open: boolean) => void;
  /** Settings that cannot change now, each with why (MedWord's Hard Mode after the first guess). */
  locked?: Partial<Record<keyof SolverSettings, string>>;
}

/** A game's solver settings as switches; each change is saved at once (loaded on first use). */
export function SolverSettingsDialog({
  open,
  keys,
  settings,
  onChange,
  onOpenChange,
  locked = {},
}: SolverSettingsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={SETTINGS_TEXTS.title}
      description={SETTINGS_TEXTS.saved}
      width={480}
      footer={<Button onClick={() => onOpenChange(false)}>{SETTINGS_TEXTS.done}</Button>}
    >
      <ul className="mg-settings">
        {keys.map((key) => {
          const { label, hint } = SOLVER_SETTING_TEXTS[key];
          const hintId = `cw-setting-${key}-hint`;
          const lock = locked[key];
          return (
            <li key={key} className="mg-settings__item">
              <label className="mg-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={settings[key]}
                  disabled={lock !== undefined}
                  aria-describedby={lock ? `${hintId} ${hintId}-lock` : hintId}
                  onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
                />
                <span className="mg-switch__track" aria-hidden="true" />
                <span className="mg-switch__label">{label}</span>
              </label>
              <p id={hintId} className="mg-settings__hint">
                {hint}
              </p>
              {lock ? (
                <p id={`${hintId}-lock`} className="mg-settings__hint mg-settings__lock">
                  {lock}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

export default SolverSettingsDialog;
