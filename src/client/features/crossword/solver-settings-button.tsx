import { lazy, Suspense, useState } from 'react';
import { SettingsIcon } from '../../ui';
import type { SolverSettings } from '../../../shared/play/solver-settings';

// the dialog loads on first use: nothing of it is in the first view
const SolverSettingsDialog = lazy(() => import('./solver-settings-dialog'));

export interface SolverSettingsButtonProps {
  settings: SolverSettings;
  onChange: (patch: Partial<SolverSettings>) => void;
}

/** The gear beside the timer and its dialog. */
export function SolverSettingsButton({ settings, onChange }: SolverSettingsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="cw-bar__settings"
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
            settings={settings}
            onChange={onChange}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
