import { Button, Dialog } from '../../ui';
import {
  SOLVER_SETTING_KEYS,
  SOLVER_SETTING_TEXTS,
  type SolverSettings,
} from '../../../shared/play/solver-settings';

export const SETTINGS_TEXTS = {
  title: 'Solver settings',
  saved: 'Saved to your account: the same on every device.',
  done: 'Done',
} as const;

export interface SolverSettingsDialogProps {
  open: boolean;
  settings: SolverSettings;
  onChange: (patch: Partial<SolverSettings>) => void;
  onOpenChange: (open: boolean) => void;
}

/** The four solver settings as switches; each change is saved at once (loaded on first use). */
export function SolverSettingsDialog({
  open,
  settings,
  onChange,
  onOpenChange,
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
      <ul className="cw-settings">
        {SOLVER_SETTING_KEYS.map((key) => {
          const { label, hint } = SOLVER_SETTING_TEXTS[key];
          const hintId = `cw-setting-${key}-hint`;
          return (
            <li key={key} className="cw-settings__item">
              <label className="cw-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={settings[key]}
                  aria-describedby={hintId}
                  onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
                />
                <span className="cw-switch__track" aria-hidden="true" />
                <span className="cw-switch__label">{label}</span>
              </label>
              <p id={hintId} className="cw-settings__hint">
                {hint}
              </p>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

export default SolverSettingsDialog;
