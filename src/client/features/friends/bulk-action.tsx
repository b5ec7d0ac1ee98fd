import { useState } from 'react';
import { Button, ConfirmDialog } from '../../ui';

export interface BulkActionProps {
  label: string;
  title: string;
  description: string;
  /** Runs the action; resolves when it is done (the dialog then closes). */
  run: () => Promise<unknown>;
  pending: boolean;
  disabled: boolean;
}

/**
 * A button for an action on a whole list, which asks for confirmation first
 * (docs/product.md#friends).
 */
export function BulkAction({ label, title, description, run, pending, disabled }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="friends-bulk"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={label}
        pending={pending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          void run().then(() => setOpen(false));
        }}
      />
    </>
  );
}
