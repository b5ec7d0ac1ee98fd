/**
 * The client play layer (docs/architecture.md): the one play core every game builds on, the
 * play API, the page lifecycle around a play and what a game screen shows before its board.
 */
export { playApi, statePath, TODAY, type PlayApi, type PlayKey } from './api';
export { failureOf, PLAY_NOTICES, type Failure, type PlayNotices } from './failure';
export {
  HIDDEN_PAUSE_MS,
  isReloadKey,
  SAVE_PERIOD_MS,
  usePlayLifecycle,
  type PlayLifecycle,
} from './lifecycle';
export { playFallback, type PlayFallbackProps } from './play-fallback';
export {
  NOTICE_MS,
  PlaySession,
  RETRY_DELAYS_MS,
  type CorePlayState,
  type CoreSnapshot,
  type MoveRequest,
  type Notice,
  type Phase,
  type SessionOptions,
} from './session';
export { PlayAnnouncer, PlayBar, type PlayBarProps } from './play-bar';
export { PlayHeader, type PlayHeaderProps } from './play-header';
export { usePlay } from './use-play';
export { usePlayScreen, type PlayScreen, type PlaySlots, type SlotProps } from './use-play-screen';
export { useEndDialog, type EndDialog } from './use-end-dialog';
export { EndSlot, isUnderWay, usePreloadWhenUnderWay } from './later';
