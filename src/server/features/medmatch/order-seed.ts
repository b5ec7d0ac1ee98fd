import { createHmac } from 'node:crypto';
import type { OrderSeed } from '../../../shared/medmatch/play.js';

/** Sets the key of MedMatch's orders apart from every other use of the auth secret. */
const PURPOSE = 'medgrid medmatch order v1';

/**
 * The seed of MedMatch's shown orders (docs/decisions/019-medmatch-order.md): an HMAC-SHA256 of
 * the round's or question's label under a key derived from the auth secret, its first 32 bits.
 * The browser never sees the key, so it cannot work an order back to the stored one; every
 * process of a cluster shares AUTH_SECRET (a single process keeps its generated one in
 * `$DATA_DIR/auth-secret`), so they all show the same order, before and after a restart.
 */
export function medmatchOrderSeed(authSecret: string): OrderSeed {
  const key = createHmac('sha256', authSecret).update(PURPOSE).digest();
  return (label) => createHmac('sha256', key).update(label).digest().readUInt32BE(0);
}
