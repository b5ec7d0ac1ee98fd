import type { GameId } from '../../../../shared/play/games';

/**
 * Content of the information pages (/privacy, /terms, /help), as plain data for a page component
 * to render. The shapes below are shared by privacy.ts, terms.ts and help.ts.
 *
 * Rendering order inside a section: paragraphs, then bullets (as a list), then closing paragraphs.
 * Never hard-code the contact email here: the policies refer to "the contact address on our
 * Contact page", and the Contact page shows the configured address (CONTACT_EMAIL).
 */
export interface InfoSection {
  /** Anchor id, unique within its page, kebab-case (e.g. /help#medword). */
  readonly id: string;
  readonly heading: string;
  /** A section about one game is shown only while that game is playable (help.ts). */
  readonly game?: GameId;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  /** Paragraphs shown after the bullets. */
  readonly closing?: readonly string[];
}

export interface InfoDocument {
  readonly title: string;
  /** Shown as "Last updated: {lastUpdated}" on the policy pages. */
  readonly lastUpdated?: string;
  readonly intro: readonly string[];
  readonly sections: readonly InfoSection[];
}

/** docs/product.md#information-pages: the policy pages state last updated July 16, 2025. */
export const POLICY_LAST_UPDATED = 'July 16, 2025';
