import type { GameId } from '../../../shared/play/games';

const frame = {
  width: 40,
  height: 40,
  viewBox: '0 0 40 40',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A small picture of each game, drawn with the theme's colors (decorative). */
export function GameIcon({ game }: { game: GameId }) {
  switch (game) {
    case 'mini':
      return (
        <svg {...frame} className="game-icon">
          <rect x="6" y="6" width="28" height="28" className="game-icon__cell" />
          <rect x="6" y="6" width="9.33" height="9.33" className="game-icon__block" />
          <rect x="24.67" y="24.67" width="9.33" height="9.33" className="game-icon__block" />
          <path d="M15.33 6v28M24.67 6v28M6 15.33h28M6 24.67h28" className="game-icon__line" />
          <rect x="6" y="6" width="28" height="28" className="game-icon__frame" />
        </svg>
      );
    case 'medical':
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
    case 'medle':
      return (
        <svg {...frame} className="game-icon">
          <circle cx="17" cy="17" r="9" className="game-icon__stroke" />
          <path d="m24 24 9 9" className="game-icon__stroke" />
          <path d="M17 12v10M12 17h10" className="game-icon__accent" />
        </svg>
      );
    case 'medmatch':
      return (
        <svg {...frame} className="game-icon">
          <circle cx="12" cy="12" r="5" className="game-icon__fill" />
          <circle cx="28" cy="12" r="5" className="game-icon__fill" />
          <circle cx="12" cy="28" r="5" className="game-icon__fill" />
          <rect x="23" y="23" width="10" height="10" rx="1" className="game-icon__odd" />
        </svg>
      );
    case 'medword':
      return (
        <svg {...frame} className="game-icon">
          <rect x="4" y="14" width="9" height="12" rx="1.5" className="game-icon__odd" />
          <rect x="15.5" y="14" width="9" height="12" rx="1.5" className="game-icon__cell" />
          <rect x="27" y="14" width="9" height="12" rx="1.5" className="game-icon__fill" />
        </svg>
      );
  }
}
