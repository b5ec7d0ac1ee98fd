import { sanitizePlainText } from './sanitize.js';
import { ACCOUNT_MESSAGES } from './messages.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

/**
 * Banned words, matched as a case-insensitive substring (docs/product.md#username-rules: kept
 * strict on purpose even though it also refuses innocent names such as "hello" or "shell").
 */
export const BANNED_USERNAME_WORDS: readonly string[] = [
  // the words docs/product.md#username-rules names
  'kill',
  'killer',
  'killing',
  'killed',
  'kills',
  'damn',
  'hell',
  // profanity
  'fuck',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'dick',
  'cock',
  'pussy',
  'cunt',
  'twat',
  'wank',
  'slut',
  'whore',
  'piss',
  'bollock',
  'crap',
  'douche',
  'porn',
  'rape',
  'nazi',
  // slurs
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'spic',
  'chink',
  'kike',
  'tranny',
  'dyke',
  'wetback',
  'gook',
];

export type UsernameResult =
  { ok: true; username: string } | { ok: false; username: string; message: string };

/**
 * Trims, strips markup, then checks charset, length and banned words
 * (docs/product.md#username-rules).
 */
export function validateUsername(raw: string): UsernameResult {
  const username = sanitizePlainText(raw);
  if (!/^[A-Za-z0-9_]*$/.test(username)) {
    return { ok: false, username, message: ACCOUNT_MESSAGES.usernameCharset };
  }
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    return { ok: false, username, message: ACCOUNT_MESSAGES.usernameLength };
  }
  const lower = username.toLowerCase();
  if (BANNED_USERNAME_WORDS.some((word) => lower.includes(word))) {
    return { ok: false, username, message: ACCOUNT_MESSAGES.usernameBanned };
  }
  return { ok: true, username };
}
