import type { ReactNode } from 'react';
import type { GameToday } from '../../shared/play/glance';
import './status-mark.css';

// Imported directly ('../../ui/status-mark'), not through the ui index: only the pages that show
// statuses (landing, archives) load it and its styles, never a game's first view.

/** The player's standing on a puzzle, as a mark: an icon beside words (never colour alone). */
export type StatusTone = 'done' | 'partial' | 'assisted' | 'missed' | 'none';

export function statusTone(status: GameToday['status']): StatusTone {
  switch (status) {
    case 'solved':
      return 'done';
    case 'in-progress':
      return 'partial';
    case 'revealed':
      return 'assisted';
    case 'unsolved':
      return 'missed';
    case 'not-started':
    case 'no-puzzle':
      return 'none';
  }
}

const ICON = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
} as const;

function ToneIcon({ tone }: { tone: StatusTone }) {
  switch (tone) {
    case 'done':
      return (
        <svg {...ICON} className="mg-status__icon">
          <circle cx="8" cy="8" r="7" className="mg-status__fill" />
          <path d="m4.8 8.2 2.2 2.2 4.2-4.6" className="mg-status__tick" />
        </svg>
      );
    case 'partial':
      return (
        <svg {...ICON} className="mg-status__icon">
          <circle cx="8" cy="8" r="6.25" className="mg-status__ring" />
          <path d="M8 1.75a6.25 6.25 0 0 1 0 12.5Z" className="mg-status__fill" />
        </svg>
      );
    case 'assisted':
      return (
        <svg {...ICON} className="mg-status__icon">
          <path
            d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z"
            className="mg-status__ring"
          />
          <circle cx="8" cy="8" r="1.8" className="mg-status__fill" />
        </svg>
      );
    case 'missed':
      return (
        <svg {...ICON} className="mg-status__icon">
          <circle cx="8" cy="8" r="6.25" className="mg-status__ring" />
          <path d="m5.8 5.8 4.4 4.4m0-4.4-4.4 4.4" className="mg-status__ring" />
        </svg>
      );
    case 'none':
      return (
        <svg {...ICON} className="mg-status__icon">
          <circle cx="8" cy="8" r="6.25" className="mg-status__ring" />
        </svg>
      );
  }
}

export interface StatusMarkProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}

/** An icon and the words of a status ('Solved in 1:05', 'In progress'); the words carry it. */
export function StatusMark({ tone, children, className }: StatusMarkProps) {
  return (
    <span className={['mg-status', `mg-status--${tone}`, className ?? ''].join(' ').trim()}>
      <ToneIcon tone={tone} />
      <span className="mg-status__text">{children}</span>
    </span>
  );
}
