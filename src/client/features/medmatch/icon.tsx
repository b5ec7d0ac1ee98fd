import { GAME_ICON_FRAME as frame } from '../../ui/icons';

/** Medmatch's picture: three alike and one odd (decorative). */
export function MedmatchIcon() {
  return (
    <svg {...frame} className="game-icon">
      <circle cx="12" cy="12" r="5" className="game-icon__fill" />
      <circle cx="28" cy="12" r="5" className="game-icon__fill" />
      <circle cx="12" cy="28" r="5" className="game-icon__fill" />
      <rect x="23" y="23" width="10" height="10" rx="1" className="game-icon__odd" />
    </svg>
  );
}
