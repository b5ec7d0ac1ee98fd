import { lazy, Suspense, useState } from 'react';
import { SettingsIcon } from '../icons';
import type { SolverSettings } from '../../../shared/play/solver-settings';

// the dialog loads on first use: nothing of it is in the first view
const SolverSettingsDialog = lazy(() => import('./settings-dialog'));

export interface SolverSettingsButtonProps {
  /** The settings this game offers. */
  keys: readonly (keyof SolverSettings)[];
  settings: SolverSettings;
  onChange: (patch: Partial<SolverSettings>) => void;
  /** Settings that cannot change now, each with why. */
  locked?: Partial<Record<keyof SolverSettings, string>>;
  /** The dialog opens or closes (a game stops its clock meanwhile). */
  onOpenChange?: (open: boolean) => void;
}

/** The gear beside the timer and its dialog. */
export function SolverSettingsButton({
  keys,
  settings,
  onChange,
  locked,
  onOpenChange,
}: SolverSettingsButtonProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        type="button"
        className="mg-settings-button"
        aria-label="Solver settings"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SettingsIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SolverSettingsDialog
            open
            keys={keys}
            settings={settings}
            onChange={onChange}
            onOpenChange={setOpen}
            {...(locked ? { locked } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
