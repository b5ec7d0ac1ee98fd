import { Button } from '../button';
import { Dialog } from '../dialog';
import { SOLVER_SETTING_TEXTS, type SolverSettings } from '../../../shared/play/solver-settings';

export const SETTINGS_TEXTS = {
  title: 'Solver settings',
  saved: 'Saved to your account: the same on every device.',
  done: 'Done',
} as const;

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
