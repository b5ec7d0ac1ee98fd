import { useEffect, useRef, useState } from 'react';
import { NavLink } from '../../lib/router';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { followLabel } from '../../lib/social';
import { Button, ExternalLinkIcon, FeedbackMessage, Sheet } from '../../ui';
import { menuSections } from './menu-items';
import './app-menu.css';
import type { MenuVariant } from './menu-items';

export interface AppMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: MenuVariant;
  appName: string;
  username: string;
  /** The configured social link; the item is left out without one. */
  socialUrl?: string;
  onFriends: () => void;
  onFunFact: () => void;
  onSchool: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  signOutError?: string | null;
  /** Deletes the account after the menu's inline confirmation. */
  deleteAccount: { run: () => void; pending: boolean; error: string | null };
  id?: string;
}

/**
 * The menu (docs/product.md#the-shell-and-menu): a panel from the left on larger screens, the whole
 * screen on phones. Page links close it as they navigate; the items that open a modal hand over to
 * the caller.
 */
export function AppMenu({
  open,
  onOpenChange,
  variant,
  appName,
  username,
  socialUrl,
  onFriends,
  onFunFact,
  onSchool,
  onSignOut,
  signingOut = false,
  signOutError = null,
  deleteAccount,
  id,
}: AppMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      placement={variant === 'mobile' ? 'full' : 'left'}
      header={<span className="wordmark wordmark--small">{appName}</span>}
    >
      <p className="app-menu__user">
        Signed in as <strong className="app-menu__username">{username}</strong>
      </p>
      <nav aria-label="Main menu" className="app-menu__nav">
        {menuSections(variant).map((section) => (
          <div key={section.id} className="app-menu__section">
            {section.heading ? (
              <h2 id={`menu-${section.id}`} className="app-menu__heading">
                {section.heading}
              </h2>
            ) : null}
            <ul
              className="app-menu__list"
              aria-labelledby={section.heading ? `menu-${section.id}` : undefined}
            >
              {section.links.map((link) => (
                <li key={link.to}>
                  {link.comingSoon ? (
                    // not a link to nowhere: the game is named, and says it is not here yet
                    <span className="app-menu__item app-menu__item--soon">
                      {link.label}
                      <span className="visually-hidden">, </span>
                      <span className="app-menu__soon">Coming soon</span>
                    </span>
                  ) : (
                    <NavLink to={link.to} className="app-menu__item" onClick={close}>
                      {link.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="app-menu__section">
        <ul className="app-menu__list">
          <li>
            <button type="button" className="app-menu__item" onClick={onFriends}>
              Friends
            </button>
          </li>
          <li>
            <button type="button" className="app-menu__item" onClick={onFunFact}>
              Fun Fact of the Day
            </button>
          </li>
          <li>
            <button type="button" className="app-menu__item" onClick={onSchool}>
              Medical School
            </button>
          </li>
          {socialUrl ? (
            <li>
              <a
                href={socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="app-menu__item"
                onClick={close}
              >
                {followLabel(socialUrl)}
                <ExternalLinkIcon />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="app-menu__section app-menu__account">
        <Button variant="secondary" fullWidth onClick={onSignOut} loading={signingOut}>
          Sign Out
        </Button>
        {signOutError ? <FeedbackMessage tone="error">{signOutError}</FeedbackMessage> : null}
        <DeleteAccountItem deleteAccount={deleteAccount} />
      </div>
    </Sheet>
  );
}

/**
 * Delete Account with its inline confirmation. It lives inside the menu's content, which unmounts
 * when the menu closes, so every opening starts from the plain button.
 */
function DeleteAccountItem({ deleteAccount }: Pick<AppMenuProps, 'deleteAccount'>) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const askedBefore = useRef(false);
  // The confirmation takes focus (and so scrolls into view) as it appears; Cancel gives focus
  // back to the Delete Account button.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (askedBefore.current) start.current?.focus();
    askedBefore.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <Button
        ref={start}
        variant="ghost"
        className="app-menu__delete"
        onClick={() => setConfirming(true)}
      >
        Delete Account
      </Button>
    );
  }
  return (
    <div className="app-menu__confirm" role="group" aria-labelledby="menu-delete-title">
      <p id="menu-delete-title" className="app-menu__confirm-title">
        {ACCOUNT_MESSAGES.deleteTitle}
      </p>
      <p className="app-menu__confirm-text">{ACCOUNT_MESSAGES.deleteText}</p>
      {deleteAccount.error ? (
        <FeedbackMessage tone="error">{deleteAccount.error}</FeedbackMessage>
      ) : null}
      <div className="app-menu__confirm-actions">
        <Button
          ref={cancel}
          variant="secondary"
          onClick={() => setConfirming(false)}
          disabled={deleteAccount.pending}
        >
          Cancel
        </Button>
        <Button variant="danger" onClick={deleteAccount.run} loading={deleteAccount.pending}>
          {deleteAccount.pending ? ACCOUNT_MESSAGES.deleting : 'Delete Account'}
        </Button>
      </div>
    </div>
  );
}
