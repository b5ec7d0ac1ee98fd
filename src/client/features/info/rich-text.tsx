import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** Names of our own pages inside the texts, turned into links to them. */
const PAGE_LINKS: readonly (readonly [phrase: string, to: string])[] = [
  ['Contact page', '/contact'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
];

const PATTERN = new RegExp(`(${PAGE_LINKS.map(([phrase]) => phrase).join('|')})`, 'g');

/**
 * Plain text with the names of our pages linked ("the contact address on our Contact page").
 * `except` is the page being shown, which does not link to itself.
 */
export function RichText({ text, except }: { text: string; except?: string }): ReactNode {
  const parts = text.split(PATTERN);
  return parts.map((part, index) => {
    const to = PAGE_LINKS.find(([phrase]) => phrase === part)?.[1];
    if (!to || to === except) return <Fragment key={index}>{part}</Fragment>;
    return (
      <Link key={index} to={to}>
        {part}
      </Link>
    );
  });
}
