import { useEffect, useState } from 'react';
import { shareOrCopy, type ShareOutcome } from '../lib/share';
import { Button, type ButtonProps } from './button';

export const SHARE_TEXTS = {
  share: 'Share',
  copied: 'Copied to clipboard',
  failed: 'Could not share. Try again.',
} as const;

export interface ShareButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The spoiler-free text (src/shared/play/share.ts). */
  text: string;
}

/**
 * 'Share': the phone's share sheet, else the clipboard. What happened is said next to the button
 * (and to screen readers) for a few seconds.
 */
export function ShareButton({ text, variant = 'secondary', size, className }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const id = setTimeout(() => setOutcome(null), 3000);
    return () => clearTimeout(id);
  }, [outcome]);
  const said =
    outcome === 'copied' ? SHARE_TEXTS.copied : outcome === 'failed' ? SHARE_TEXTS.failed : '';
  return (
    <span className="mg-share">
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => void shareOrCopy(text).then(setOutcome)}
      >
        {SHARE_TEXTS.share}
      </Button>
      <span className="mg-share__status" role="status">
        {said}
      </span>
    </span>
  );
}
