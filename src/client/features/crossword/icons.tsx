import { GAME_ICON_FRAME as frame } from '../../ui/icons';

/** The Mini Crossword's picture: a small grid with two black squares (decorative). */
export function MiniIcon() {
  return (
    <svg {...frame} className="game-icon">
      <rect x="6" y="6" width="28" height="28" className="game-icon__cell" />
      <rect x="6" y="6" width="9.33" height="9.33" className="game-icon__block" />
      <rect x="24.67" y="24.67" width="9.33" height="9.33" className="game-icon__block" />
      <path d="M15.33 6v28M24.67 6v28M6 15.33h28M6 24.67h28" className="game-icon__line" />
      <rect x="6" y="6" width="28" height="28" className="game-icon__frame" />
    </svg>
  );
}

/** The Medical Crossword's picture: a bigger grid (decorative). */
export function MedicalIcon() {
  return (
    <svg {...frame} className="game-icon">
      <rect x="5" y="5" width="30" height="30" className="game-icon__cell" />
      <rect x="11" y="5" width="6" height="6" className="game-icon__block" />
      <rect x="29" y="17" width="6" height="6" className="game-icon__block" />
      <rect x="5" y="23" width="6" height="6" className="game-icon__block" />
      <rect x="17" y="29" width="6" height="6" className="game-icon__block" />
      <path
        d="M11 5v30M17 5v30M23 5v30M29 5v30M5 11h30M5 17h30M5 23h30M5 29h30"
        className="game-icon__line"
      />
      <rect x="5" y="5" width="30" height="30" className="game-icon__frame" />
    </svg>
  );
}
