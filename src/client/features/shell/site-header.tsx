import type { Ref } from 'react';
import { Link } from '../../lib/router';
import { MenuIcon } from '../../ui';

export interface SiteHeaderProps {
  appName: string;
  menuOpen: boolean;
  /** The id of the menu panel while it is open. */
  menuId: string;
  onMenuClick: () => void;
  /** The pointer or keyboard focus is on the menu button: a click may follow (preload the menu). */
  onMenuIntent?: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** The bar on every signed-in page: the menu button and the brand, which leads home. */
export function SiteHeader({
  appName,
  menuOpen,
  menuId,
  onMenuClick,
  onMenuIntent,
  menuButtonRef,
}: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="mg-icon-button site-header__menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onMenuClick}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon />
          <span className="visually-hidden">Menu</span>
        </button>
        <Link to="/landing" className="site-header__brand wordmark wordmark--small">
          {appName}
        </Link>
        <span className="site-header__end" />
      </div>
    </header>
  );
}

/**
 * The bar over a page a visitor without a session reads (/terms, /privacy): the brand, and the
 * way to sign in. No menu: its items need an account.
 */
export function VisitorHeader({ appName }: { appName: string }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <span />
        <Link to="/" className="site-header__brand wordmark wordmark--small">
          {appName}
        </Link>
        <Link to="/" className="site-header__sign-in">
          Sign In
        </Link>
      </div>
    </header>
  );
}
