/** What every game's play screen shares: the server's clock, the timer, the overlays, formats. */
export { elapsedMs, type Clock } from './clock';
export { PauseOverlay, StartOverlay } from './play-overlay';
export { PlayMessage, type PlayMessageProps } from './play-message';
export { PLAY_TEXTS } from './texts';
export { formatClock, formatDuration, spokenDuration } from './time-format';
export { Timer, type TimerProps } from './timer';
export { CELEBRATION_MS, useCelebration } from './use-celebration';
export { SolverSettingsButton, type SolverSettingsButtonProps } from './settings-button';
export { DifficultyBadge } from './difficulty-badge';
