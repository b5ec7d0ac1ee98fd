import { isPlayable, type GameId } from '../../../shared/play/games';

/** Phones get the mobile menu, which has no About Us item (docs/product.md#the-shell-and-menu). */
export type MenuVariant = 'desktop' | 'mobile';

export interface MenuLink {
  to: string;
  label: string;
  /** A game not built yet: listed as 'Coming soon', not a link (docs/product.md#the-product). */
  comingSoon?: boolean;
}

export interface MenuSection {
  id: string;
  /** A visible group heading, if the group has one. */
  heading?: string;
  links: readonly MenuLink[];
}

const gameLink = (id: GameId, label: string): MenuLink => ({
  to: `/${id}`,
  label,
  ...(isPlayable(id) ? {} : { comingSoon: true }),
});

/** The games in the menu's order, with their labels (docs/product.md#the-shell-and-menu). */
export const GAME_MENU_LINKS: readonly MenuLink[] = [
  gameLink('mini', 'Mini Crossword'),
  gameLink('medical', 'The Medical Crossword'),
  gameLink('medle', 'Medle'),
  gameLink('medmatch', 'MedMatch'),
  gameLink('medword', 'MedWord'),
];

export const ABOUT_LINK: MenuLink = { to: '/contact', label: 'About Us/Contact' };

const MORE_LINKS: readonly MenuLink[] = [
  { to: '/stats', label: 'Stats' },
  { to: '/archives', label: 'Archives' },
  { to: '/decks', label: 'Study Decks' },
  { to: '/help', label: 'Help' },
];

/** The menu's page links, grouped, for a variant. */
export function menuSections(variant: MenuVariant): MenuSection[] {
  return [
    ...(variant === 'desktop' ? [{ id: 'about', links: [ABOUT_LINK] }] : []),
    { id: 'games', heading: 'Games', links: GAME_MENU_LINKS },
    { id: 'more', links: MORE_LINKS },
  ];
}
