/**
 * The stats modal's public surface, composed by src/client/app (the landing cards open it; a game
 * screen may open it after a solve). Import it lazily: it is not part of any page's first view.
 */
export { StatsModal, STATS_TEXTS } from './stats-modal';
export type { StatsModalProps } from './stats-modal';
export { StatsPage, STATS_PAGE_TEXTS } from './stats-page';
