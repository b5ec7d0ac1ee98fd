import { GAME_ICON_FRAME as frame } from '../../ui/icons';

/** Medword's picture: three letter tiles (decorative). */
export function MedwordIcon() {
  return (
    <svg {...frame} className="game-icon">
      <rect x="4" y="14" width="9" height="12" rx="1.5" className="game-icon__odd" />
      <rect x="15.5" y="14" width="9" height="12" rx="1.5" className="game-icon__cell" />
      <rect x="27" y="14" width="9" height="12" rx="1.5" className="game-icon__fill" />
    </svg>
  );
}
