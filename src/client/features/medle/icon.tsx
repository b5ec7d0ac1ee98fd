import { GAME_ICON_FRAME as frame } from '../../ui/icons';

/** Medle's picture: a magnifying glass over a cross (decorative). */
export function MedleIcon() {
  return (
    <svg {...frame} className="game-icon">
      <circle cx="17" cy="17" r="9" className="game-icon__stroke" />
      <path d="m24 24 9 9" className="game-icon__stroke" />
      <path d="M17 12v10M12 17h10" className="game-icon__accent" />
    </svg>
  );
}
