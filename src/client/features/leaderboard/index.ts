export { LeaderboardModal } from './leaderboard-modal';
export type { LeaderboardModalProps } from './leaderboard-modal';
