/** The app shell's public surface, composed by src/client/app. */
export { AppMenu } from './app-menu';
export type { AppMenuProps } from './app-menu';
export { GAME_MENU_LINKS, menuSections } from './menu-items';
export type { MenuVariant } from './menu-items';
export { NotAuthorizedPage } from './not-authorized-page';
export { ShellFrame } from './shell-frame';
export { SiteFooter } from './site-footer';
export { SiteHeader, VisitorHeader } from './site-header';
