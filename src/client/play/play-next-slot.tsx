import { Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import type { GameId } from '../../shared/play/games';

const PlayNext = lazyComponent('play-next', () => import('./play-next').then((m) => m.PlayNext));

/**
 * 'What next' on a turn game's end screen (docs/product.md#what-next), its code (chunk
 * play-later) loaded when the end screen first shows it: it waits for its own data anyway, so a
 * game page's first view does not carry it.
 */
export function PlayNextSlot({ game }: { game: GameId }) {
  return (
    <Suspense fallback={null}>
      <PlayNext.Component game={game} />
    </Suspense>
  );
}
