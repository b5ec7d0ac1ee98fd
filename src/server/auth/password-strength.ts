import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score (0–4) a password needs: 3 is 'safely unguessable' (about 10^8 guesses and up),
 * what a guesser working through a stolen hash list does not reach quickly.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The site's own words: a password built on them is among a guesser's first tries here. */
export const SITE_WORDS: readonly string[] = ['medgrid', 'med', 'grid', 'medical'];

/**
 * Only the first 64 characters are scored: past that, zxcvbn's l33t and pattern search costs up
 * to a second of the event loop per check (measured: 64 characters and 20 substitutions stay
 * under 70 ms on the CI machine; a check is a few milliseconds for ordinary passwords).
 */
const SCORED_LENGTH = 64;

let zxcvbn: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take ~60 ms to rank. Server only (never in the bundle). */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: {
      ...translations,
      warnings: {
        ...translations.warnings,
        // zxcvbn's own wording is 'There should not be any personal or page related data.'
        userInputs: 'It contains your username, your email or the name of this site.',
      },
    },
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: 20,
    // the Levenshtein matcher multiplies the cost of a check by 20–50 for no password we refuse
    useLevenshteinDistance: false,
  });
  return zxcvbn;
}

/** Who the password belongs to, as zxcvbn's user inputs: whole and in parts (a.b@c.d → a, b, c, d). */
export function userWords(identity: {
  username?: string | null;
  email?: string | null;
  name?: string | null;
}): string[] {
  const whole = [identity.username, identity.email, identity.name]
    .map((s) => s?.trim().toLowerCase() ?? '')
    .filter((s) => s !== '');
  const parts = whole.flatMap((s) => s.split(/[^\p{L}\p{N}]+/u)).filter((s) => s.length >= 3);
  return [...new Set([...whole, ...parts])];
}

/** Why zxcvbn scores the password low, in its own words when it has some. */
function reasonOf(result: ZxcvbnResult): string | null {
  const said = [result.feedback.warning, result.feedback.suggestions[0]].filter(
    (s): s is string => typeof s === 'string' && s.trim() !== '',
  );
  return said.length ? said.join(' ') : null;
}

/**
 * The password's weakness (docs/product.md#passwords): null when zxcvbn scores it
 * MIN_PASSWORD_SCORE or more against its dictionaries, the site's words and the account's own
 * words; else why not (zxcvbn's warning and first suggestion, or null when zxcvbn says nothing),
 * with `weak: true`.
 */
export function passwordWeakness(
  password: string,
  ownWords: readonly string[],
): { weak: false } | { weak: true; reason: string | null } {
  const result = estimator().check(password, [...SITE_WORDS, ...ownWords]);
  if (result.score >= MIN_PASSWORD_SCORE) return { weak: false };
  return { weak: true, reason: reasonOf(result) };
}
