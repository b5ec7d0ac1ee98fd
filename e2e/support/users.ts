import { randomBytes } from 'node:crypto';
import { validateUsername } from '../../src/shared/accounts/username.js';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/**
 * A user no other test (or earlier run against the same database) has: username 'u' + base36 time
 * + random (15 characters, letters/digits only) that passes the real username rules, including
 * the banned-substring check.
 */
export function newTestUser(): TestUser {
  for (;;) {
    const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(0, 6);
    const username = `u${Date.now().toString(36)}${suffix}`;
    if (!validateUsername(username).ok) continue;
    return {
      username,
      email: `${username}@example.com`,
      password: `Pw-${randomBytes(6).toString('hex')}-a1`,
    };
  }
}
